import { expect } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, type Party } from '../../../test/contract-factories';
import { hire, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

// What the disputes test files start from: the app on a clock the tests move, and their helpers
// (bound when the file's hooks have run).
export let ctx: TestContext;
export let catalog: Catalog;
export let admin: Party;
export const clock = createManualClock(new Date());

export function useDisputesWorld() {
  useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });
}

export const STATEMENT = 'The work was never delivered, and messages went unanswered for two weeks.';
export const ANSWER = 'The designs were sent by mail on the agreed date; here is what happened since.';

export const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;
export const wallet = async (who: Party) => (await call(ctx.app, who, 'GET', '/api/wallet/')).body.data;
export const dispute = async (who: Party, id: string) => call(ctx.app, who, 'GET', `/api/disputes/${id}`);
export const post = (who: Party, url: string, body?: object) => call(ctx.app, who, 'POST', url, body);

/** A hired contract whose first milestone (500.00) is funded, and submitted if asked. */
export async function funded(options: { submitted?: boolean } = {}) {
  const hired = await hire({ ctx, catalog });
  expect((await hired.act(hired.client, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
  if (options.submitted) {
    expect((await hired.act(hired.freelancer, 'submit', { message: 'All done' })).status).toBe(200);
  }
  const open = (who: Party, body: object) => hired.act(who, 'disputes', body);
  const milestoneStatus = async () =>
    (await call(ctx.app, hired.client, 'GET', `/api/contracts/${hired.contract.id}`)).body.data.milestones[0];
  return { ...hired, open, milestoneStatus };
}
