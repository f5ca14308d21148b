import type {
  AdminPaymentsResponse,
  Contract,
  ContractRow,
  LedgerAudit,
  LedgerEntry,
} from '@skillora/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

type Page<T> = { data: T[]; total: number; page: number; pages: number };
const queryOf = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query;
};

/** GET /api/admin/contracts — one server page of every contract. */
export const useAdminContracts = (params: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: ['admin', 'contracts', params],
    queryFn: ({ signal }) =>
      apiRequest<Page<ContractRow>>(`/api/admin/contracts?${queryOf(params)}`, {
        fallbackError: 'Failed to load contracts',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/contracts/:id — read-only, with its ledger history. */
export const useAdminContract = (id: string) =>
  useQuery({
    queryKey: ['admin', 'contract', id],
    queryFn: () =>
      apiRequest<{ data: Contract & { ledger: LedgerEntry[] } }>(`/api/admin/contracts/${id}`, {
        fallbackError: 'Failed to load the contract',
      }),
  });

/** GET /api/admin/payments — every money movement and the totals. */
export const useAdminPayments = (params: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: ['admin', 'payments', params],
    queryFn: ({ signal }) =>
      apiRequest<AdminPaymentsResponse>(`/api/admin/payments?${queryOf(params)}`, {
        fallbackError: 'Failed to load payments',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/ledger/audit — 'Check the ledger'. */
export const useLedgerAudit = () =>
  useMutation({
    mutationFn: () =>
      apiRequest<{ data: LedgerAudit }>('/api/admin/ledger/audit', {
        fallbackError: 'Failed to check the ledger',
      }),
  });
