import type { TestContext } from '../../../test/build-test-app';
import { call, type Party } from '../../../test/contract-factories';
import { hire } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';

/** A contract whose first milestone ($500.00 "Design") is funded, and the moves that follow. */
export async function fundedMilestone(world: { ctx: TestContext; catalog: Catalog }) {
  const made = await hire(world);
  const funded = await made.act(made.client, 'fund', { paymentMethod: 'pm_card_visa' });
  if (funded.status !== 200) throw new Error(`fund failed: ${funded.status} ${JSON.stringify(funded.body)}`);
  const release = async () => {
    await made.act(made.freelancer, 'submit', { message: 'Done' });
    const approved = await made.act(made.client, 'approve');
    if (approved.status !== 200) throw new Error(`approve failed: ${approved.status}`);
  };
  return { ...made, release };
}

/** The party's documents, newest first (their summaries). */
export async function documentsOf(ctx: TestContext, who: Party) {
  const res = await call(ctx.app, who, 'GET', '/api/documents?limit=50');
  return res.body.data as Array<{ id: string; number: string; kind: string; amountCents: number }>;
}

export async function download(ctx: TestContext, who: Party | null, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, text: res.body };
}
