import { areaOf } from './area-config';

export const clientArea = areaOf('client', 'Client', {
  'Hire Talent': { 'Post Job': '/client/jobs/new', 'Find Talent': '/talent' },
  'Manage Work': { 'Active Contract': '/client/contracts', 'My Jobs': '/client/jobs' },
});
