export { ClientHomePage } from './client-home-page';
export { FreelancerHomePage } from './freelancer-home-page';
export { ClientLayout, FreelancerLayout } from './layouts';
