import type { IconName } from './icons';

/** Every admin page, in the sidebar's order. */
export const NAV_ITEMS: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/admin/clients', label: 'Clients', icon: 'clients' },
  { to: '/admin/freelancers', label: 'Freelancers', icon: 'freelancers' },
  { to: '/admin/jobs', label: 'Jobs', icon: 'jobs' },
  { to: '/admin/contracts', label: 'Contracts', icon: 'contracts' },
  { to: '/admin/payments', label: 'Payments', icon: 'payments' },
  { to: '/admin/disputes', label: 'Disputes', icon: 'blocked' },
  { to: '/admin/reviews', label: 'Reviews', icon: 'feedback' },
  { to: '/admin/messages', label: 'Messages', icon: 'messages' },
  { to: '/admin/reports', label: 'Reports', icon: 'flag' },
  { to: '/admin/job-categories', label: 'Job Categories', icon: 'categories' },
  { to: '/admin/skills', label: 'Skills', icon: 'skills' },
  { to: '/admin/feedback', label: 'Feedback', icon: 'feedback' },
  { to: '/admin/two-step', label: 'Two-step verification', icon: 'lock' },
];
