import { type AreaConfig, soonLink } from './area-config';

const soon = (label: string, slug: string) => soonLink('freelancer', label, slug);

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
    soon('Messages', 'messages'),
  ],
  accountLinks: [soon('Profile', 'profile'), soon('Profile Settings', 'profile-settings')],
};
