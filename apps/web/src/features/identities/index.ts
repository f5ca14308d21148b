// Profile Settings mounts the section (issue 17).
export { SignInMethodsSection } from './components/sign-in-methods-section';
