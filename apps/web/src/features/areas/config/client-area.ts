import { type AreaConfig, soonLink } from './area-config';

const soon = (label: string, slug: string) => soonLink('client', label, slug);

export const clientArea: AreaConfig = {
  role: 'client',
  roleLabel: 'Client',
  homePath: '/client/home',
  nav: [
    { label: 'Home', to: '/client/home' },
    { label: 'Hire Talent', items: [{ label: 'Post Job', to: '/client/jobs/new' }] },
    {
      label: 'Manage Work',
      items: [
        { label: 'Active Contract', to: '/client/contracts' },
        { label: 'My Jobs', to: '/client/jobs' },
      ],
    },
    soon('Messages', 'messages'),
  ],
  accountLinks: [soon('Profile', 'profile'), soon('Profile Settings', 'profile-settings')],
};
