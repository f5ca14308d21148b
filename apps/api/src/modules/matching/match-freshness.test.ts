import type { GetBestMatchesResponse, GetJobSuggestionsResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { type Catalog, jobBody, openJobMarket, postJob } from '../../../test/job-factories';
import { profileBody } from '../../../test/profile-factories';

// The re-rank keeps each profile's and job's words across requests (ADR 043, amendment "the re-rank's
// words kept"): an edit must still show in the very next ranking, on either engine.
let ctx: TestContext;
let catalog: Catalog;
let client: Party;
let freelancer: Party;
let jobId: string;

const POTTERY = {
  title: 'Kiln schedules for a pottery studio',
  description: 'We fire stoneware twice a week and want written kiln schedules for our glazes.',
};

const saveProfile = (overview: string) =>
  call(ctx.app, freelancer, 'PUT', '/api/freelancer/profile', {
    ...profileBody([catalog.skills.React!], { title: 'Ceramics technician' }),
    overview,
  });

const mySuggestion = async () => {
  const { status, body } = await call(ctx.app, client, 'GET', `/api/client/jobs/${jobId}/suggestions`);
  expect(status).toBe(200);
  return (body as GetJobSuggestionsResponse).data.find((s) => s.freelancer.id === freelancer.id)!;
};

const myMatch = async () => {
  const { status, body } = await call(ctx.app, freelancer, 'GET', '/api/freelancer/best-matches?limit=50');
  expect(status).toBe(200);
  return (body as GetBestMatchesResponse).data.find((m) => m.job.id === jobId)!;
};

beforeAll(async () => {
  const market = await openJobMarket();
  ctx = market.ctx;
  catalog = market.catalog;
  client = await signIn(ctx.app, ctx.db.db, 'client', 'Cleo Client');
  jobId = (await postJob(ctx.app, client.cookie, catalog, { ...POTTERY, skillIds: [catalog.skills.React!] }))
    .id;
  freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Kim Kiln');
  expect((await saveProfile('I repair old furniture and restore wooden chairs for collectors.')).status).toBe(
    200,
  );
});

afterAll(async () => {
  await ctx?.close();
});

describe('an edit shows in the next ranking', () => {
  it("a profile's new words, in the job's suggestions", async () => {
    const before = await mySuggestion();
    expect(before.why.phrases).toEqual([]);

    expect((await saveProfile('I write kiln schedules for a pottery studio and test glazes.')).status).toBe(
      200,
    );
    const after = await mySuggestion();
    expect(after.why.phrases).toEqual(expect.arrayContaining(['kiln schedules', 'pottery studio']));
    expect(after.score).toBeGreaterThan(before.score);

    expect(
      (await saveProfile('I repair old furniture and restore wooden chairs for collectors.')).status,
    ).toBe(200);
    expect(await mySuggestion()).toEqual(before);
  });

  it("a job's new words, in the freelancer's best matches", async () => {
    expect(
      (await saveProfile('I repair old furniture and restore wooden chairs for collectors.')).status,
    ).toBe(200);
    const before = await myMatch();
    expect(before.why.phrases).not.toContain('wooden chairs');

    const edited = await call(ctx.app, client, 'PUT', `/api/client/jobs/${jobId}`, {
      ...jobBody(catalog, { ...POTTERY, skillIds: [catalog.skills.React!] }),
      description: `${POTTERY.description} Our studio also needs its wooden chairs restored.`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await myMatch();
    expect(after.why.phrases).toContain('wooden chairs');
    expect(after.score).toBeGreaterThan(before.score);
  });
});
