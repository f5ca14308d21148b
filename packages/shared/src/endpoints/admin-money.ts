import {
  AdminContractResponseSchema,
  AdminContractsRequestSchema,
  AdminContractsResponseSchema,
  AdminPaymentsRequestSchema,
  AdminPaymentsResponseSchema,
} from '../schemas/admin-money';
import { UuidParamsSchema } from '../schemas/common';
import { LedgerAuditResponseSchema } from '../schemas/wallet';
import { endpoint } from './endpoint';

/** The admins' read of contracts and money: every contract, one with its ledger, payments, the audit. */
export const adminMoneyEndpoints = {
  contracts: endpoint({
    method: 'GET',
    path: '/api/admin/contracts',
    query: AdminContractsRequestSchema,
    response: AdminContractsResponseSchema,
  }),
  contract: endpoint({
    method: 'GET',
    path: '/api/admin/contracts/:id',
    params: UuidParamsSchema,
    response: AdminContractResponseSchema,
  }),
  payments: endpoint({
    method: 'GET',
    path: '/api/admin/payments',
    query: AdminPaymentsRequestSchema,
    response: AdminPaymentsResponseSchema,
  }),
  ledgerAudit: endpoint({
    method: 'GET',
    path: '/api/admin/ledger/audit',
    response: LedgerAuditResponseSchema,
  }),
};
