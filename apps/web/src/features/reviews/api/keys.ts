import { contractsKey } from '../../../lib/query-keys';

/**
 * A contract's reviews sit under the hiring root, so a live `contract.changed` (the other party's
 * review, a reveal) reads them again; the public lists and one's own inputs have a root of their own.
 */
export const reviewsKeys = {
  ofContract: (contractId: string) => [...contractsKey, 'reviews', contractId] as const,
  public: ['reviews'] as const,
  ofPerson: (side: 'client' | 'freelancer', id: string, page: number) => ['reviews', side, id, page] as const,
  admin: (page: number) => ['reviews', 'admin', page] as const,
};
