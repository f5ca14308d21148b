// What other features may use of reports (issue 30): the Report button they place beside a job, a
// profile or a review, and for long lists (a conversation) one dialog with the button's look. The
// pages mount through app/area-routes.tsx and app/admin-routes.tsx.
export { ReportButton, ReportLabel, reportButtonClass } from './components/report-button';
export { ReportDialog, type ReportTarget } from './components/report-dialog';
