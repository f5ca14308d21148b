import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { type Catalog, createCatalog, postJob, sendProposal } from '../../../test/job-factories';

// The app, the catalog and the helpers both messages test files start from (bound when the file's
// hooks have run).
export let ctx: TestContext;
export let catalog: Catalog;

export function setUpMessages() {
  beforeAll(async () => {
    ctx = await buildTestApp();
    catalog = await createCatalog(ctx.db.db);
  });
  afterAll(async () => ctx.close());
}

/** A client's job with a freelancer's proposal, and the conversation the client opened on it. */
export async function conversation() {
  const client = await signIn(ctx.app, ctx.db.db, 'client', 'Cara Client');
  const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Fred Freelancer');
  const job = await postJob(ctx.app, client.cookie, catalog);
  await sendProposal(ctx.app, freelancer.cookie, job.id);
  const opened = await call(ctx.app, client, 'POST', '/api/conversations', {
    jobId: job.id,
    freelancerId: freelancer.id,
  });
  expect(opened.status).toBe(201);
  return { client, freelancer, job, id: opened.body.data.id as string };
}

export const send = (party: Party, id: string, text: string) =>
  call(ctx.app, party, 'POST', `/api/conversations/${id}/messages`, { text });

export async function sendOk(party: Party, id: string, text: string) {
  const res = await send(party, id, text);
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; createdAt: string; state: string; warning: string | null };
}

export const messagesOf = (party: Party, id: string, query = '') =>
  call(ctx.app, party, 'GET', `/api/conversations/${id}/messages${query}`);

/** A user's photo, as the profiles module sets it (test setup straight on the row). */
export const setPhotoFile = (userId: string, fileId: string) =>
  ctx.db.db.execute(sql`update users set photo_file_id = ${fileId} where id = ${userId}`);
