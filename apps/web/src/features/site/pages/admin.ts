// The admin's feedback page (features/site/admin), a route chunk of its own.
export { AdminFeedbackPage } from '../admin/pages/admin-feedback-page';
