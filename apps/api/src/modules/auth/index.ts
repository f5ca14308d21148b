export { adminScope } from './admin-scope';
export { authPlugin } from './auth.plugin';
export { type CodeSends, codeSendWindow, nextCodeSend } from './code-send-window';
export type { UserRow } from './schema';
export type { ResolvedSession } from './session-cache';
export { readSessionToken } from './session-token';
export type { SessionEndReason, SessionsService } from './sessions.service';
export { userAccounts } from './users';
export { viewer } from './viewer';
