// The admin's users pages (features/profiles/admin), a route chunk of their own.
export { AdminUserPage } from '../admin/pages/admin-user-page';
export { AdminUsersPage } from '../admin/pages/admin-users-page';
