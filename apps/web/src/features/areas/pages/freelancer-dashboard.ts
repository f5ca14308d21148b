// The freelancer home's dashboard: a chunk of its own that app/router.tsx hands to the home page.
export { FreelancerDashboard } from '../components/freelancer-dashboard';
