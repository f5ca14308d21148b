import type { AreaConfig } from './area-config';

export const clientArea: AreaConfig = {
  role: 'client',
  roleLabel: 'Client',
  homePath: '/client/home',
  nav: [
    { label: 'Home', to: '/client/home' },
    {
      label: 'Hire Talent',
      items: [
        { label: 'Post Job', to: '/client/jobs/new' },
        { label: 'Find Talent', to: '/talent' },
      ],
    },
    {
      label: 'Manage Work',
      items: [
        { label: 'Active Contract', to: '/client/contracts' },
        { label: 'My Jobs', to: '/client/jobs' },
      ],
    },
    { label: 'Messages', to: '/client/messages' },
  ],
  accountLinks: [
    { label: 'Profile', to: '/client/profile' },
    { label: 'Profile Settings', to: '/client/settings' },
  ],
};
