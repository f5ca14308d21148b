import type { AreaConfig } from './area-config';

export const freelancerArea: AreaConfig = {
  role: 'freelancer',
  roleLabel: 'Freelancer',
  homePath: '/freelancer/home',
  nav: [
    { label: 'Home', to: '/freelancer/home' },
    {
      label: 'Find Work',
      items: [
        { label: 'Find Work', to: '/freelancer/jobs' },
        { label: 'Saved Jobs', to: '/freelancer/saved-jobs' },
        { label: 'My Proposals', to: '/freelancer/proposals' },
        { label: 'Invitations', to: '/freelancer/invitations' },
      ],
    },
    {
      label: 'Deliver Work',
      items: [
        { label: 'Offers', to: '/freelancer/offers' },
        { label: 'Active Contract', to: '/freelancer/contracts' },
        { label: 'Wallet', to: '/freelancer/wallet' },
      ],
    },
    { label: 'Messages', to: '/freelancer/messages' },
  ],
  accountLinks: [
    { label: 'Profile', to: '/freelancer/profile' },
    { label: 'Profile Settings', to: '/freelancer/settings' },
  ],
};
