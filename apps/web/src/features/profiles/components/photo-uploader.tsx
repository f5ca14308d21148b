import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useUploadPhoto } from '../api/upload-photo';

/** The profile photo and a button to choose a new one (JPEG, PNG or WebP up to 5 MB). */
export function PhotoUploader({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const upload = useUploadPhoto();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={name} photoUrl={photoUrl} className="size-24 text-2xl" />
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            upload.mutate(file, {
              onSuccess: () => toast.success('Photo updated'),
              onError: (err) => toast.error(errorText(err, 'Failed to upload the photo')),
              onSettled: () => {
                if (input.current) input.current.value = '';
              },
            });
          }}
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
          )}
        >
          {upload.isPending ? 'Uploading…' : photoUrl ? 'Change photo' : 'Upload a photo'}
        </label>
        <p className="mt-2 text-xs text-gray-700 dark:text-gray-300">JPEG, PNG or WebP, up to 5 MB.</p>
      </div>
    </div>
  );
}
