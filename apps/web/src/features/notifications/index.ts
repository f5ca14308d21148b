// The public surface of notifications: the bell for the top bars; app/router.tsx mounts the pages.
export { NotificationBell } from './components/notification-bell';
