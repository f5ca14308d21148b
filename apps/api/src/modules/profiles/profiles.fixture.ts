import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import type { Party } from '../../../test/contract-factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { multipart } from '../../../test/uploads';

// The app, catalog and request helpers both profiles test files start from (bound once the file's
// hooks have run).
export let ctx: TestContext;
export let catalog: Catalog;
export let skill: (name: string) => string;

export function setUpProfiles() {
  beforeAll(async () => {
    ctx = await buildTestApp();
    catalog = await createCatalog(ctx.db.db);
    skill = (name) => catalog.skills[name]!;
  });
  afterAll(() => ctx.close());
}

export const put = (party: Party, url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: { cookie: party.cookie }, payload });
export const get = (url: string, party?: Party) =>
  ctx.app.inject({ method: 'GET', url, headers: party ? { cookie: party.cookie } : {} });
export const upload = (party: Party, url: string, bytes: Buffer, filename: string, type: string) => {
  const body = multipart(bytes, filename, type);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: party.cookie },
  });
};
export const fetchFile = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { res, bytes: res.rawPayload };
};
