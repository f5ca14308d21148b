// Two-step verification (issue 30, ADR 031). Auth starts and passes the login step and gates the
// admin API with `hasSecondFactor`; identities starts the step after a provider sign-in.
import './repositories';

export { createLoginStep, LOGIN_STEP_EXPIRED, type LoginStep } from './login-step';
export { createPasskeySignIn, type PasskeySignIn, UNKNOWN_PASSKEY } from './passkey-sign-in';
export { hasSecondFactor } from './proof';
export { twoFactorPlugin } from './two-factor.plugin';
export { relyingPartyOf } from './webauthn';
