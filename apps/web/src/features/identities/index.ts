// Profile Settings mounts the section and asks whether the account has a password (issue 17).

export { useIdentities } from './api/identities';
export { SignInMethodsSection } from './components/sign-in-methods-section';
