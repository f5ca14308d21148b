// The freelancer's proposals page, loaded as one chunk by app/router.tsx.
export { MyProposalsPage } from './my-proposals-page';
