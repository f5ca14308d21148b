// What other features may use of profiles: the photo control (Profile Settings mounts it).

export { PhotoUploader } from './components/photo-uploader';
export type { ProfileSchemas } from './lib/profile-schemas';
