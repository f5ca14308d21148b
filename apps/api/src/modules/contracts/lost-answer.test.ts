import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party } from '../../../test/contract-factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { rawRows } from '../../../test/raw-rows';

let ctx: TestContext;
let catalog: Catalog;
let port: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => ctx.close());

/**
 * A POST over a real connection that the client drops as soon as the answer starts to arrive: the
 * server has committed, the client never reads the body. Resolves with the status it glimpsed.
 */
function postAndDrop(path: string, who: Party, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { cookie: who.cookie, 'idempotency-key': key },
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
      req.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

describe('an approval whose answer was lost', () => {
  it('is retried with the same key: the retry gets the first answer and the freelancer is paid once', async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const base = `/api/contracts/${contract.id}/milestones/${contract.milestones[0]!.id}`;
    await call(ctx.app, client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
    await call(ctx.app, freelancer, 'POST', `${base}/submit`, { message: 'Done' });

    const key = 'approve-lost-answer-1';
    const glimpsed = await postAndDrop(`${base}/approve`, client, key);
    expect(glimpsed).toBe(200);
    // The server committed before it answered: the release is booked and its answer stored.
    const wallet = async () => (await call(ctx.app, freelancer, 'GET', '/api/wallet')).body.data;
    expect(await wallet()).toMatchObject({ pendingCents: 47_500, availableCents: 0 });
    const [stored] = await rawRows<{ status_code: number; body: unknown }>(
      ctx.db.db,
      sql`select status_code, body from idempotency_keys where user_id = ${client.id} and key = ${key}`,
    );

    const retry = await call(ctx.app, client, 'POST', `${base}/approve`, undefined, {
      'idempotency-key': key,
    });
    expect(retry).toEqual({ status: stored!.status_code, body: stored!.body });
    expect(retry).toMatchObject({ status: 200, body: { data: { status: 'released' } } });

    expect(await wallet()).toMatchObject({ pendingCents: 47_500, availableCents: 0 });
    const history = await call(ctx.app, freelancer, 'GET', '/api/wallet/transactions');
    expect(history.body.data.map((e: { code: string }) => e.code)).toEqual(['release']);
  });
});
