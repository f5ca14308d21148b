import type { PortfolioItem, PortfolioItemInput } from '@skillora/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profilesKeys } from './query-keys';
import { uploadFile } from './upload-file';

type ItemAnswer = { data: PortfolioItem; message: string };

type Variables =
  | { kind: 'add'; fields: PortfolioItemInput }
  | { kind: 'delete'; id: string }
  | { kind: 'add-image'; id: string; file: File }
  | { kind: 'remove-image'; id: string; fileId: string };

/** The portfolio's writes: add or delete an item, add or remove one of its images. */
export function changePortfolio(v: Variables): Promise<{ message: string }> {
  switch (v.kind) {
    case 'add':
      return apiRequest<ItemAnswer>('/api/freelancer/portfolio', {
        method: 'POST',
        body: v.fields,
        fallbackError: 'Failed to add the portfolio item',
      });
    case 'delete':
      return apiRequest<{ message: string }>(`/api/freelancer/portfolio/${v.id}`, {
        method: 'DELETE',
        fallbackError: 'Failed to delete the portfolio item',
      });
    case 'add-image':
      return uploadFile<ItemAnswer>(
        `/api/freelancer/portfolio/${v.id}/images`,
        v.file,
        'Failed to upload the image',
      );
    case 'remove-image':
      return apiRequest<ItemAnswer>(`/api/freelancer/portfolio/${v.id}/images/${v.fileId}`, {
        method: 'DELETE',
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
