export { adminUsersPlugin } from './admin-users.plugin';
