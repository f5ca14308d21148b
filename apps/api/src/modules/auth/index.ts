export { adminScope } from './admin-scope';
export { authPlugin, readSessionToken } from './auth.plugin';
export { type CodeSends, codeSendWindow } from './code-send-window';
export type { UserRow } from './schema';
export type { ResolvedSession, SessionEndReason, SessionsService } from './sessions.service';
export { userAccounts } from './users';
export { viewer } from './viewer';
