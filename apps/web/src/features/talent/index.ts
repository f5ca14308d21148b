// What other features may use of talent: the profile page mounts 'Invite to job'. app/router.tsx
// mounts the pages (pages/, loaded as a route chunk).
export { InviteToJobButton } from './components/invite-to-job-button';
