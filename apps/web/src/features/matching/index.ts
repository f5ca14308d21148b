// What other features may use of matching: the client's job page mounts the Suggested tab (lazily).
// app/area-routes.tsx mounts Find Work's views (pages/, their own route chunk).
export { SuggestedFreelancers } from './components/suggested-freelancers';
