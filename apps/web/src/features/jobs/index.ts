// What other features may use of jobs; everything else in this folder is its own business.
export { OpenJobsOverview } from './components/open-jobs-overview';
