import type { BillingDetailsInput } from '@skillora/shared';
import { documentsEndpoints } from '@skillora/shared/endpoints/documents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const documentsKeys = {
  all: ['documents'] as const,
  page: (page: number) => ['documents', 'page', page] as const,
  one: (id: string) => ['documents', 'one', id] as const,
  billing: ['documents', 'billing-details'] as const,
};

/** GET /api/documents: my receipts, fee invoices and credit notes, newest first. */
export const useDocuments = (page: number) =>
  useQuery({
    queryKey: documentsKeys.page(page),
    queryFn: ({ signal }) =>
      callApi(documentsEndpoints.list, {
        query: { page },
        fallbackError: 'Failed to load your documents',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/documents/:id: one document, as issued. */
export const useDocument = (id: string) =>
  useQuery({
    queryKey: documentsKeys.one(id),
    queryFn: ({ signal }) =>
      callApi(documentsEndpoints.get, {
        params: { id },
        fallbackError: 'Failed to load the document',
        signal,
      }),
    // Documents never change.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/me/billing-details. */
export const useBillingDetails = () =>
  useQuery({
    queryKey: documentsKeys.billing,
    queryFn: ({ signal }) =>
      callApi(documentsEndpoints.billingDetails, {
        fallbackError: 'Failed to load your billing details',
        signal,
      }),
  });

/** PUT /api/me/billing-details. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetailsInput) =>
      callApi(documentsEndpoints.saveBillingDetails, {
        body,
        fallbackError: 'Could not save your billing details',
      }),
    onSuccess: (answer) => queryClient.setQueryData(documentsKeys.billing, answer),
  });
}
