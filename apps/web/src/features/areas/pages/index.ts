export { ClientHomePage } from './client-home-page';
export { ComingSoonPage } from './coming-soon-page';
export { FreelancerHomePage } from './freelancer-home-page';
export { ClientLayout, FreelancerLayout } from './layouts';
