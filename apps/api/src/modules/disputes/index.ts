// What other modules may use of disputes.

import type { Repositories } from '../../outbox';

export { disputesPlugin } from './disputes.plugin';

/** Disputes a side lost on these contracts (reputation, issue 26). */
export const readLostDisputes = (repos: Repositories, contractIds: readonly string[]) =>
  repos.disputes.lostOn(contractIds);
