export { adminScope } from './admin-scope';
export { authPlugin } from './auth.plugin';
export type { ResolvedSession } from './session-cache';
export { readSessionToken } from './session-token';
export type { SessionEndReason, SessionsService } from './sessions.service';
export { viewer } from './viewer';
