import type { JobProposalRow, Proposal } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { type Catalog, openJobMarket, postJob, proposalBody, signedIn } from '../../../test/job-factories';
import { completeProfile } from '../../../test/profile-factories';

let ctx: TestContext;
let catalog: Catalog;
let client: string;

const QUESTIONS = ['Which similar sites have you built?', 'When can you start?'];

beforeAll(async () => {
  ({ ctx, catalog, client } = await openJobMarket());
});
afterAll(async () => ctx.close());

async function freelancer() {
  const cookie = await signedIn(ctx.app, ctx.db.db, 'freelancer');
  await completeProfile(ctx.app, cookie);
  return cookie;
}
const submit = (jobId: string, cookie: string, answers?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/freelancer/jobs/${jobId}/proposals`,
    headers: { cookie },
    payload: { ...proposalBody(), ...(answers === undefined ? {} : { answers }) },
  });

describe('screening questions (issue 32)', () => {
  it('shows a job’s questions on its page, trimmed, in order', async () => {
    const job = await postJob(ctx.app, client, catalog, { questions: ['  When can you start? ', 'Rate?'] });
    expect(job.questions).toEqual(['When can you start?', 'Rate?']);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(page.json().data.questions).toEqual(['When can you start?', 'Rate?']);
  });

  it('refuses more than 5 questions and an empty one', async () => {
    const post = (questions: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/client/jobs',
        headers: { cookie: client },
        payload: { title: 'A job with questions', questions },
      });
    const six = await post(['1', '2', '3', '4', '5', '6']);
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({ error: 'Ask at most 5 questions' });
    const empty = await post(['When?', '  ']);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Write each question or remove it' });
  });

  it('requires an answer to each question', async () => {
    const job = await postJob(ctx.app, client, catalog, { questions: QUESTIONS });
    const me = await freelancer();
    const none = await submit(job.id, me);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Answer each screening question' });
    const one = await submit(job.id, me, ['Two shops']);
    expect(one.json()).toEqual({ error: 'Answer each screening question' });
    const blank = await submit(job.id, me, ['Two shops', ' ']);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Answer each screening question' });
  });

  it('refuses answers on a job without questions', async () => {
    const job = await postJob(ctx.app, client, catalog);
    const res = await submit(job.id, await freelancer(), ['An answer nobody asked for']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'This job has no screening questions to answer' });
  });

  it('keeps each answer with the question it answers, which the client reads on the proposal', async () => {
    const job = await postJob(ctx.app, client, catalog, { questions: QUESTIONS });
    const me = await freelancer();
    const res = await submit(job.id, me, ['Two shops and a blog', 'Monday']);
    expect(res.statusCode).toBe(201);
    const expected = [
      { question: QUESTIONS[0], answer: 'Two shops and a blog' },
      { question: QUESTIONS[1], answer: 'Monday' },
    ];
    expect(res.json<{ data: Proposal }>().data.answers).toEqual(expected);

    // The client rewords a question later: the proposal keeps what was asked.
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/client/jobs/${job.id}`,
      headers: { cookie: client },
      payload: {
        title: job.title,
        description: job.description,
        categoryId: job.category!._id,
        skillIds: job.skills.map((s) => s._id),
        budget: job.budget!,
        experienceLevel: job.experienceLevel!,
        duration: job.duration!,
        questions: ['Which shops have you built?', 'When can you start?'],
      },
    });
    expect(edit.statusCode).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/client/jobs/${job.id}/proposals`,
      headers: { cookie: client },
    });
    const [row] = list.json<{ data: JobProposalRow[] }>().data;
    expect(row!.answers).toEqual(expected);
  });

  it('asks the answers again when the freelancer edits the proposal', async () => {
    const job = await postJob(ctx.app, client, catalog, { questions: QUESTIONS });
    const me = await freelancer();
    const sent = (await submit(job.id, me, ['Two shops', 'Monday'])).json<{ data: Proposal }>().data;
    const edit = (answers: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/freelancer/proposals/${sent.id}`,
        headers: { cookie: me },
        payload: { ...proposalBody(), answers },
      });
    expect((await edit(['Three shops'])).json()).toEqual({ error: 'Answer each screening question' });
    const ok = await edit(['Three shops', 'Tuesday']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: Proposal }>().data.answers.map((a) => a.answer)).toEqual([
      'Three shops',
      'Tuesday',
    ]);
  });
});
