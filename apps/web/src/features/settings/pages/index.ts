export { AdminTwoStepPage } from './admin-two-step-page';
export { SettingsPage } from './settings-page';
