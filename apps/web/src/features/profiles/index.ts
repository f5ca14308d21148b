// What other features may use of profiles: the photo control (Profile Settings mounts it) and the
// completion prompt (the freelancer's home shows it).

export { ProfileCompletionPrompt } from './components/completion-prompt';

export { PhotoUploader } from './components/photo-uploader';
export type { ProfileSchemas } from './lib/profile-schemas';
