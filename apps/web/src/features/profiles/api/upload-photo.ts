import type { UploadPhotoResponse } from '@skillora/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/session';
import { profilesKeys } from './query-keys';
import { uploadFile } from './upload-file';

/** POST /api/me/photo: the account menu and the profile show the new photo at once. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<UploadPhotoResponse>('/api/me/photo', file, 'Failed to upload the photo'),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: profilesKeys.all }),
      ]);
    },
  });
}
