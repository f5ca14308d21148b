import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { createCatalog, postJob } from '../../../test/job-factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const search = async (q: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/jobs?q=${encodeURIComponent(q)}` })).json<{
    data: { id: string; skills: { name: string }[] }[];
  }>().data;

describe('renaming a skill', () => {
  it('makes job search find its jobs by the new name, and no longer by the old one', async () => {
    const client = await createUser(ctx.db.db, { role: 'client' });
    const admin = await createUser(ctx.db.db, { role: 'admin' });
    const [clientSession, adminSession] = [
      await loginAs(ctx.app, client.email),
      await loginAs(ctx.app, admin.email),
    ];
    const catalog = await createCatalog(ctx.db.db, { categories: ['Engineering'], skills: ['Kubernetz'] });
    const job = await postJob(ctx.app, clientSession.cookie, catalog, {
      title: 'Help with our cluster setup',
      description: 'We run a few services and need someone to tidy up deployments and monitoring for us.',
    });
    expect((await search('Kubernetz')).map((j) => j.id)).toEqual([job.id]);

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/skills/edit-skills/${catalog.skills.Kubernetz}`,
      headers: { cookie: adminSession.cookie },
      payload: { name: 'Kubernetes' },
    });
    expect(renamed.statusCode).toBe(200);
    await ctx.app.outbox.idle();

    const found = await search('Kubernetes');
    expect(found.map((j) => j.id)).toEqual([job.id]);
    expect(found[0]?.skills.map((s) => s.name)).toEqual(['Kubernetes']);
    expect(await search('Kubernetz')).toEqual([]);
  });
});
