// What other features may use of auth: the login form's parts, shared with /admin/login.
export { CredentialFields } from './components/credential-fields';
export { SignedOutNotice } from './components/signed-out-notice';
export { useLoginForm } from './hooks/use-login-form';
export { readOidcOutcome } from './lib/oidc-messages';
