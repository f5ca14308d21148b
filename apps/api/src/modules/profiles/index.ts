// What other modules may use of profiles.

export { profilesPlugin } from './profiles.plugin';
export { readProposalReadiness } from './profiles.service';
export { seedDemoProfiles } from './seed-demo-profiles';
