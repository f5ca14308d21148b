// The public surface of this feature for other features: whether the signed-in user has two-step
// verification (the admin area sends an admin who must have it to /admin/two-step). app/router.tsx
// mounts its pages (pages/, loaded as route chunks).
export { useTwoFactorStatus } from './api/two-factor-status';
