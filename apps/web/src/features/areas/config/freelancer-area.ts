import { areaOf } from './area-config';

export const freelancerArea = areaOf('freelancer', 'Freelancer', {
  'Find Work': {
    'Find Work': '/freelancer/jobs',
    'Saved Jobs': '/freelancer/saved-jobs',
    'My Proposals': '/freelancer/proposals',
    Invitations: '/freelancer/invitations',
  },
  'Deliver Work': {
    Offers: '/freelancer/offers',
    'Active Contract': '/freelancer/contracts',
    'Log time': '/freelancer/log-time',
    Wallet: '/freelancer/wallet',
  },
});
