// Find Talent and invitations, loaded as one chunk by app/router.tsx.
export { InvitationsPage } from './invitations-page';
export { TalentPage } from './talent-page';
