import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';

// The app and the signed-in people both client-jobs test files start from (bound when the file's
// hooks have run).
export let ctx: TestContext;
export let catalog: Catalog;
export let client: string;
export let otherClient: string;
export let freelancer: string;

export const as = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

export async function signIn(role: 'client' | 'freelancer') {
  const user = await createUser(ctx.db.db, { role });
  return (await loginAs(ctx.app, user.email)).cookie;
}

export function setUpClientJobs() {
  beforeAll(async () => {
    ctx = await buildTestApp();
    catalog = await createCatalog(ctx.db.db);
    [client, otherClient, freelancer] = [
      await signIn('client'),
      await signIn('client'),
      await signIn('freelancer'),
    ];
  });
  afterAll(async () => ctx.close());
}
