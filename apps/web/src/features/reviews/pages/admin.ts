// The admins' reviews page (features/reviews/admin), a route chunk of its own.
export { AdminReviewsPage } from '../admin/pages/admin-reviews-page';
