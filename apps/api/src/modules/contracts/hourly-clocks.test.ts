import type { Contract, CreateOfferRequest } from '@skillora/shared';
import { weekOf, weekTimes } from '@skillora/shared/hourly-week';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, HOURLY_OFFER, makeOffer, type Party, signIn } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
const clock = createManualClock(new Date());
useContractWorld((world) => ({ ctx, catalog } = world), { clock });

const HOURLY: CreateOfferRequest = { ...HOURLY_OFFER, weeklyLimitHours: null };
const REMINDER = 'No hours logged this week on "Support retainer"';

const at = async (instant: Date) => {
  clock.set(instant);
  await ctx.app.outbox.idle();
};
const titlesOf = async (party: Party) =>
  ((await call(ctx.app, party, 'GET', '/api/notifications/')).body.data as Array<{ title: string }>).map(
    (n) => n.title,
  );
/** The mails' texts (their subjects come encoded). */
async function mailTexts(party: Party) {
  await ctx.app.outbox.idle();
  const { rows } = await ctx.db.db.execute<{ email: string }>(
    sql`select email from users where id = ${party.id}`,
  );
  return ctx.smtp.to(rows[0]!.email).map((m) => m.text.replace(/\s+/g, ' '));
}

/** An hourly contract started on Wednesday 10:00 UTC of the clock's next week, the freelancer in `zone`. */
async function hourlyContract(zone: string | null = null) {
  const monday = weekOf(new Date(clock.now().getTime() + 7 * DAY));
  await at(new Date(new Date(`${monday}T10:00:00Z`).getTime() + 2 * DAY));
  const made = await makeOffer(ctx.app, ctx.db.db, catalog, HOURLY);
  await ctx.db.db.execute(
    sql`update freelancer_profiles set time_zone = ${zone} where user_id = ${made.freelancer.id}`,
  );
  const accepted = await call(
    ctx.app,
    made.freelancer,
    'POST',
    `/api/freelancer/offers/${made.offer.id}/accept`,
  );
  expect(accepted.status).toBe(201);
  await ctx.app.outbox.idle();
  const contract = accepted.body.data as Contract;
  const base = `/api/contracts/${contract.id}`;
  const log = (date: string, minutes = 60) =>
    call(ctx.app, made.freelancer, 'POST', `${base}/time-entries`, { date, minutes, memo: 'Work' });
  const sheet = async () => (await call(ctx.app, made.client, 'GET', `${base}/timesheets`)).body.data;
  return { ...made, contract, monday, base, log, sheet };
}

describe("hourly contracts' clocks", () => {
  it('reminds the freelancer on Sunday at 18:00 in their own zone when the week has no hours, in-app and by mail; not when it has some', async () => {
    const { freelancer, monday, log } = await hourlyContract('Asia/Kolkata');
    // Sunday 18:00 in Kolkata (UTC+5:30) is 12:30 UTC.
    const sunday = new Date(new Date(`${monday}T12:30:00Z`).getTime() + 6 * DAY);
    await at(new Date(sunday.getTime() - 1));
    expect(await titlesOf(freelancer)).not.toContain(REMINDER);
    await at(sunday);
    expect(await titlesOf(freelancer)).toContain(REMINDER);
    expect(
      (await mailTexts(freelancer)).filter((s) => s.includes('You have logged no time this week')),
    ).toHaveLength(1);

    // The next week has an hour: no reminder on its Sunday.
    const next = weekOf(new Date(sunday.getTime() + DAY));
    await at(new Date(`${next}T09:00:00Z`));
    expect((await log(next)).status).toBe(201);
    await at(new Date(sunday.getTime() + 7 * DAY));
    expect((await titlesOf(freelancer)).filter((t) => t === REMINDER)).toHaveLength(1);
  });

  it('reminds the client 24 h before the review of an invoiced week ends', async () => {
    const { client, monday, log } = await hourlyContract();
    expect((await log(monday, 120)).status).toBe(201);
    const { invoiceAt, reviewEndsAt } = weekTimes(monday);
    await at(invoiceAt);
    const reminder = `"Week of ${monday}: 2 h 0 min" will be released in 24 hours`;
    await at(new Date(reviewEndsAt.getTime() - 24 * 3_600_000 - 1));
    expect(await titlesOf(client)).not.toContain(reminder);
    await at(new Date(reviewEndsAt.getTime() - 24 * 3_600_000));
    expect(await titlesOf(client)).toContain(reminder);
  });

  it('pauses a contract with no hours for 30 days; either party resumes it, a stranger cannot', async () => {
    const { client, freelancer, base, log, sheet } = await hourlyContract();
    const started = clock.now();
    // An hour worked on day 10: the 30 days count from then.
    await at(new Date(started.getTime() + 10 * DAY));
    expect((await log(clock.now().toISOString().slice(0, 10))).status).toBe(201);
    await at(new Date(started.getTime() + 39 * DAY));
    expect((await sheet()).paused).toBeNull();
    await at(new Date(started.getTime() + 40 * DAY));
    expect((await sheet()).paused).toEqual({ reason: 'idle', since: clock.now().toISOString() });
    const refused = await log(clock.now().toISOString().slice(0, 10));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This contract is paused: no time was logged for 30 days. Resume it to log time again',
    );
    const paused = 'Contract paused: "Support retainer"';
    expect(await titlesOf(client)).toContain(paused);
    expect(await titlesOf(freelancer)).toContain(paused);
    expect(await mailTexts(client)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('No time was logged on "Support retainer" for 30 days'),
      ]),
    );

    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect((await call(ctx.app, stranger, 'POST', `${base}/resume`)).status).toBe(404);
    const resumed = await call(ctx.app, freelancer, 'POST', `${base}/resume`);
    expect(resumed).toMatchObject({
      status: 200,
      body: { message: 'The contract is resumed: time can be logged again' },
    });
    expect((await sheet()).paused).toBeNull();
    expect((await call(ctx.app, client, 'POST', `${base}/resume`)).body).toEqual({
      error: 'This contract is not paused',
    });

    // Resumed, nothing logged: paused again 30 days later, and the client resumes it this time.
    const resumedAt = clock.now().getTime();
    await at(new Date(resumedAt + 30 * DAY - 1));
    expect((await sheet()).paused).toBeNull();
    await at(new Date(resumedAt + 30 * DAY));
    expect((await sheet()).paused).toMatchObject({ reason: 'idle' });
    expect((await call(ctx.app, client, 'POST', `${base}/resume`)).status).toBe(200);
    expect((await log(clock.now().toISOString().slice(0, 10))).status).toBe(201);
  });
});
