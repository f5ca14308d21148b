export { adminScope } from './admin-scope';
export { authPlugin, readSessionToken } from './auth.plugin';
export type { ResolvedSession, SessionEndReason, SessionsService } from './sessions.service';
export { viewer } from './viewer';
