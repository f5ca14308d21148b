// Reputation: the public /reputation page, loaded as its own chunk by app/router.tsx.
export { ReputationPage } from './reputation-page';
