import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Party, signIn } from '../../../test/contract-factories';
import { postJob } from '../../../test/job-factories';
import { profileBody } from '../../../test/profile-factories';
import {
  catalog,
  clock,
  ctx,
  DAY,
  listOf,
  mailsTo,
  setUpNotifications,
  subjectOf,
} from './notifications.fixture';

setUpNotifications();

const put = (party: Party, url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: { cookie: party.cookie }, payload });

/** Saves a complete freelancer profile through the API (which enrols them in the weekly mail). */
async function freelancerWith(name: string, skills: string[], title: string, overview: string) {
  const party = await signIn(ctx.app, ctx.db.db, 'freelancer', name);
  const body = profileBody(
    skills.map((s) => catalog.skills[s]!),
    { title, overview },
  );
  expect((await put(party, '/api/freelancer/profile', body)).statusCode).toBe(200);
  return party;
}

const jobsMails = async (party: Party) =>
  (await mailsTo(party)).filter((m) => /new jobs? for you/.test(subjectOf(m)));

describe('the weekly jobs for you mail', () => {
  it('mails the top 5 new open jobs once a week to complete profiles, respects the opt-out, and sends nothing when nothing is new', async () => {
    const { React, TypeScript, Python, Figma } = catalog.skills as Record<string, string>;
    const web = catalog.categories['Web Development']!;
    const dashboards = 'I build analytics dashboards with charts and filters.';
    const rae = await freelancerWith('Rae React', ['React', 'TypeScript'], 'React developer', dashboards);
    const otto = await freelancerWith('Otto Optout', ['React', 'TypeScript'], 'React developer', dashboards);
    const pia = await freelancerWith(
      'Pia Python',
      ['Python'],
      'Data scientist',
      'Forecasting models in Python.',
    );
    // Her words match the React jobs, but without a skill her profile is not complete.
    const ivy = await freelancerWith('Ivy Incomplete', [], 'React developer', dashboards);
    const off = await put(otto, '/api/me/notification-settings', { email: { jobs_for_you: false } });
    expect(off.json().data.email.jobs_for_you).toBe(false);
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const post = async (title: string, skillIds: string[]) => {
      const job = await postJob(ctx.app, client.cookie, catalog, {
        title,
        description: `${title}: charts, filters and tables for our analytics dashboard.`,
        categoryId: web,
        skillIds,
        budget: { type: 'hourly', minRateCents: 4_000, maxRateCents: 8_000 },
      });
      // Stamped on the app's clock, which the mail counts "new" by (the database's would not move).
      expect(job.publishedAt).toBe(clock.now().toISOString());
      return job;
    };
    // Published before the week the first mail looks back on: never in it.
    const old = await post('React and TypeScript analytics dashboard (old)', [React!, TypeScript!]);
    clock.advance(2 * DAY);
    const strong = [];
    for (const n of [1, 2, 3, 4, 5])
      strong.push(await post(`React and TypeScript analytics dashboard ${n}`, [React!, TypeScript!]));
    // A sixth new job that matches less well (a design job in the same category).
    const weak = await post('Figma mock-ups for a landing page', [Figma!]);

    // Not due yet: a week after the profile was saved.
    clock.advance(4 * DAY);
    expect(await jobsMails(rae)).toEqual([]);

    clock.advance(1 * DAY + 60_000);
    const [mail, ...more] = await jobsMails(rae);
    expect(more).toEqual([]);
    expect(subjectOf(mail!)).toBe('5 new jobs for you');
    const listed = strong.map((job) => job.title);
    for (const title of listed) expect(mail!.text).toContain(title);
    expect(mail!.text).not.toContain(old.title);
    expect(mail!.text).not.toContain(weak.title);
    expect(mail!.text).toContain('https://skillora.example/freelancer/jobs?view=best');
    const bell = (await listOf(rae)).data.filter((n) => n.kind === 'jobs_for_you');
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body.split('\n').slice(1)).toHaveLength(5);

    // Opted out: nothing by mail and nothing in the bell. Nothing new for Python: nothing at all.
    expect(await jobsMails(otto)).toEqual([]);
    expect((await listOf(otto)).data.filter((n) => n.kind === 'jobs_for_you')).toEqual([]);
    expect(await jobsMails(pia)).toEqual([]);
    expect(await jobsMails(ivy)).toEqual([]);

    // No repeat within the week, however often the timer runs or the profile is saved.
    expect((await put(rae, '/api/freelancer/profile', profileBody([React!]))).statusCode).toBe(200);
    await ctx.app.outbox.idle();
    await ctx.db.db.execute(
      sql`update events set handled_at = null, claimed_until = null
          where type = 'matching.jobs_for_you_due' and handled_at is not null`,
    );
    clock.advance(3 * DAY);
    expect(await jobsMails(rae)).toHaveLength(1);

    // The next week: one new job, and last week's are not sent again.
    const fresh = await post('React dashboard for a new client', [React!]);
    const python = await post('Python forecasting model', [Python!]);
    clock.advance(4 * DAY);
    const next = await jobsMails(rae);
    expect(next).toHaveLength(2);
    expect(subjectOf(next[1]!)).toBe('1 new job for you');
    expect(next[1]!.text).toContain(fresh.title);
    for (const title of listed) expect(next[1]!.text).not.toContain(title);
    expect(await jobsMails(otto)).toEqual([]);
    // Pia's first mail: the Python job, the only new one that matches her.
    const [piaMail, ...piaMore] = await jobsMails(pia);
    expect(piaMore).toEqual([]);
    expect(subjectOf(piaMail!)).toBe('1 new job for you');
    expect(piaMail!.text).toContain(python.title);
  });
});
