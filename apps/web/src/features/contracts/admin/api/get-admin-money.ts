import { adminMoneyEndpoints } from '@skillora/shared/endpoints/admin-money';
import { contractsEndpoints } from '@skillora/shared/endpoints/contracts';
import type { QueryOf } from '@skillora/shared/endpoints/endpoint';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

/** GET /api/admin/contracts — one server page of every contract. */
export const useAdminContracts = (query: QueryOf<typeof adminMoneyEndpoints.contracts>) =>
  useQuery({
    queryKey: ['admin', 'contracts', query],
    queryFn: ({ signal }) =>
      callApi(adminMoneyEndpoints.contracts, { query, fallbackError: 'Failed to load contracts', signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/contracts/:id — read-only, with its ledger history. */
export const useAdminContract = (id: string) =>
  useQuery({
    queryKey: ['admin', 'contract', id],
    queryFn: () =>
      callApi(adminMoneyEndpoints.contract, { params: { id }, fallbackError: 'Failed to load the contract' }),
  });

/** GET /api/contracts/:id/timeline — an admin reads the sentences the parties read. */
export const useAdminTimeline = (id: string) =>
  useQuery({
    queryKey: ['admin', 'contract', id, 'timeline'],
    queryFn: () =>
      callApi(contractsEndpoints.timeline, { params: { id }, fallbackError: 'Failed to load the timeline' }),
  });

/** GET /api/admin/payments — every money movement and the totals. */
export const useAdminPayments = (query: QueryOf<typeof adminMoneyEndpoints.payments>) =>
  useQuery({
    queryKey: ['admin', 'payments', query],
    queryFn: ({ signal }) =>
      callApi(adminMoneyEndpoints.payments, { query, fallbackError: 'Failed to load payments', signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/ledger/audit — 'Check the ledger'. */
export const useLedgerAudit = () =>
  useMutation({
    mutationFn: () =>
      callApi(adminMoneyEndpoints.ledgerAudit, { fallbackError: 'Failed to check the ledger' }),
  });
