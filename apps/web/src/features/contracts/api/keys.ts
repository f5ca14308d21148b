import { contractsKey } from '../../../lib/query-keys';

export const contractsKeys = {
  all: contractsKey,
  list: (status: string) => ['contracts', 'list', status] as const,
  one: (id: string) => ['contracts', 'one', id] as const,
  timeline: (id: string) => ['contracts', 'timeline', id] as const,
  offers: ['contracts', 'offers'] as const,
  wallet: ['contracts', 'wallet'] as const,
  terms: ['payment-terms'] as const,
};
