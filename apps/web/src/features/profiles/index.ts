// What other features may use of profiles: the photo control (Profile Settings mounts it) and
// plain text with safe links (the job page's 'About the client').

export { LinkedText } from './components/linked-text';
export { PhotoUploader } from './components/photo-uploader';
export type { ProfileSchemas } from './lib/profile-schemas';
