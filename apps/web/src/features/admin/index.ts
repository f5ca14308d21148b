// The public surface of this feature: the admin shell's building blocks that the domains' admin pages
// (features/<domain>/admin, mounted by app/router.tsx through features/<domain>/pages/admin.ts) share.
// The shell itself (layout, sidebar, top bar, menu, login) and the dashboard are its pages (pages/).
export { dashboardQueryKey } from './api/get-dashboard';
// Flagged messages and a contract's conversation: read by the messages and the money admin pages.
export {
  flaggedMessagesKey,
  useContractConversation,
  useFlaggedMessages,
} from './api/get-flagged-messages';
export { type AdminColumn, AdminTable } from './components/admin-table';
export { FilterSelect } from './components/filter-select';
export { Icon } from './components/icons';
export { LabelledSwitch } from './components/labelled-switch';
export { PageHeader } from './components/page-header';
export { SearchBox } from './components/search-box';
export { useLogError } from './hooks/use-log-error';
export { useTimedMessage } from './hooks/use-timed-message';
