// A freelancer's job page with the proposal form: its own chunk, so the public job pages and
// Find Work do not load the form (the route budget of scripts/check-bundle-budget.mjs).
export { FreelancerJobPage } from './freelancer-job-page';
