import { Avatar } from '../../../components/ui/avatar';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUploadPhoto } from '../api/upload-photo';
import { ImageFileButton } from './image-file-button';

/** The profile photo and a button to choose a new one (JPEG, PNG or WebP up to 5 MB). */
export function PhotoUploader({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const upload = useUploadPhoto();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={name} photoUrl={photoUrl} className="size-24 text-2xl" />
      <div>
        <ImageFileButton
          disabled={upload.isPending}
          onFile={(file) =>
            upload.mutate(file, {
              onSuccess: () => toast.success('Photo updated'),
              onError: (err) => toast.error(errorText(err, 'Failed to upload the photo')),
            })
          }
        >
          {upload.isPending ? 'Uploading…' : photoUrl ? 'Change photo' : 'Upload a photo'}
        </ImageFileButton>
        <p className="mt-2 text-xs text-gray-700 dark:text-gray-300">JPEG, PNG or WebP, up to 5 MB.</p>
      </div>
    </div>
  );
}
