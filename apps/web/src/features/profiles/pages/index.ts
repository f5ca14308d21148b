// Profiles: the own-profile pages and the public page, loaded as one chunk by app/router.tsx.
export { ClientProfilePage } from './client-profile-page';
export { FreelancerProfilePage } from './freelancer-profile-page';
export { PublicFreelancerPage } from './public-freelancer-page';
