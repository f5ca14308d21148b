// What other features may use of talent: the profile page mounts 'Invite to job', a job's Suggested
// tab the one-click 'Invite to job'. app/router.tsx mounts the pages (pages/, loaded as a route chunk).
export { InviteToJobButton } from './components/invite-to-job-button';
export { InviteToThisJobButton } from './components/invite-to-this-job-button';
