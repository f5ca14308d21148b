import { profilesEndpoints } from '@skillora/shared/endpoints/profiles';
import type { PortfolioItemInput } from '@skillora/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { fileForm } from './file-form';
import { profilesKeys } from './query-keys';

type Variables =
  | { kind: 'add'; fields: PortfolioItemInput }
  | { kind: 'delete'; id: string }
  | { kind: 'add-image'; id: string; file: File }
  | { kind: 'remove-image'; id: string; fileId: string };

/** The portfolio's writes: add or delete an item, add or remove one of its images. */
export function changePortfolio(v: Variables): Promise<{ message: string }> {
  switch (v.kind) {
    case 'add':
      return callApi(profilesEndpoints.addPortfolioItem, {
        body: v.fields,
        fallbackError: 'Failed to add the portfolio item',
      });
    case 'delete':
      return callApi(profilesEndpoints.deletePortfolioItem, {
        params: { id: v.id },
        fallbackError: 'Failed to delete the portfolio item',
      });
    case 'add-image':
      return callApi(profilesEndpoints.addPortfolioImage, {
        params: { id: v.id },
        form: fileForm(v.file),
        fallbackError: 'Failed to upload the image',
      });
    case 'remove-image':
      return callApi(profilesEndpoints.removePortfolioImage, {
        params: { id: v.id, fileId: v.fileId },
        fallbackError: 'Failed to remove the image',
      });
  }
}

export function useChangePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePortfolio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.all }),
  });
}
