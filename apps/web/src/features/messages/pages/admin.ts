// The admin's flagged messages page (features/messages/admin), a route chunk of its own.
export { AdminMessagesPage } from '../admin/pages/admin-messages-page';
