export { DashboardRedirect } from './dashboard-redirect';
export { ForgotPasswordPage } from './forgot-password-page';
export { GoogleRolePage } from './google-role-page';
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { OtpPage } from './otp-page';
export { SelectRolePage } from './select-role-page';
export { SignupPage } from './signup-page';
