import { profilesEndpoints } from '@skillora/shared/endpoints/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { fileForm } from './file-form';
import { profilesKeys } from './query-keys';

/** POST /api/me/photo: the account menu and the profile show the new photo at once. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      callApi(profilesEndpoints.uploadPhoto, {
        form: fileForm(file),
        fallbackError: 'Failed to upload the photo',
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: profilesKeys.all }),
      ]);
    },
  });
}
