// A user's own reports, a route chunk of its own.
export { MyReportsPage } from './my-reports-page';
