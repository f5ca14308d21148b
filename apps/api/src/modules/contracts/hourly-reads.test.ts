import { weekOf, weekTimes } from '@skillora/shared/hourly-week';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, HOURLY_OFFER, makeContract, type Party, signIn } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());
useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const MINUTE = 60_000;
const HOURLY = HOURLY_OFFER;

const csvOf = async (who: Party | null, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  return { status: res.statusCode, headers: res.headers, text: res.body };
};

describe("a contract's time as CSV", () => {
  it('lists the entries of the days asked, quoted and formula-safe, with their week and its state; parties and admins only', async () => {
    const monday = weekOf(clock.now());
    const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    clock.set(new Date(`${monday}T00:00:00Z`));
    clock.advance(2 * 86_400_000 + 10 * 60 * MINUTE);
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog, HOURLY);
    await ctx.app.outbox.idle();
    const base = `/api/contracts/${contract.id}`;
    const log = (body: object) => call(ctx.app, freelancer, 'POST', `${base}/time-entries`, body);
    expect(
      (
        await log({
          startedAt: `${tuesday}T08:03:00Z`,
          endedAt: `${tuesday}T09:31:00Z`,
          memo: 'Design, "v2"\nand review',
        })
      ).status,
    ).toBe(201);
    expect((await log({ date: monday, minutes: 30, memo: '=HYPERLINK("http://x")' })).status).toBe(201);
    await call(ctx.app, freelancer, 'POST', `${base}/timer/start`, {});
    clock.advance(20 * MINUTE);
    await call(ctx.app, freelancer, 'POST', `${base}/timer/stop`, { memo: '@team -1 +1' });
    const wednesday = clock.now().toISOString().slice(0, 10);
    const running = await call(ctx.app, freelancer, 'POST', `${base}/timer/start`, { memo: 'Still going' });
    expect(running.status).toBe(201);

    const url = `${base}/time-entries.csv?from=${monday}&to=${wednesday}`;
    const header = 'date,start,end,minutes,source,memo,week,week state';
    const open = await csvOf(client, url);
    expect(open.status).toBe(200);
    expect(open.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(open.headers['content-disposition']).toContain(`time-${monday}-to-${wednesday}.csv`);
    // A running timer is not time yet; a memo's comma, quotes and line break stay inside its quotes.
    expect(open.text).toBe(
      [
        header,
        `${monday},00:00,00:30,30,manual,"'=HYPERLINK(""http://x"")",${monday},open`,
        `${tuesday},08:03,09:31,90,manual,"Design, ""v2""\nand review",${monday},open`,
        `${wednesday},10:00,10:20,20,tracked,"'@team -1 +1",${monday},open`,
        '',
      ].join('\r\n'),
    );
    // Only the days asked.
    const oneDay = await csvOf(freelancer, `${base}/time-entries.csv?from=${tuesday}&to=${tuesday}`);
    expect(oneDay.text.split('\r\n')).toHaveLength(3);

    await call(ctx.app, freelancer, 'POST', `${base}/timer/stop`, {});
    clock.set(weekTimes(monday).invoiceAt);
    await ctx.app.outbox.idle();
    const invoiced = await csvOf(admin, url);
    expect(invoiced.status).toBe(200);
    expect(
      invoiced.text
        .split('\r\n')
        .slice(1, 4)
        .map((row) => row.split(',').at(-1)),
    ).toEqual(['in review', 'in review', 'in review']);
    await call(ctx.app, client, 'POST', `${base}/timesheets/${monday}/approve`);
    // Released before the review ended: the client approved it (its manual time is protected).
    expect((await csvOf(client, url)).text.split('\r\n')[1]).toMatch(/,approved$/);
    // The week list: this week open, the last one approved at its invoice's amount (150 min, 120 billed).
    const weeks = await call(ctx.app, freelancer, 'GET', `${base}/timesheets/weeks`);
    expect(weeks.body.data).toEqual([
      { week: weekOf(clock.now()), totalMinutes: 0, amountCents: 0, state: 'open' },
      { week: monday, totalMinutes: 150, amountCents: 8_000, state: 'approved' },
    ]);

    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect((await csvOf(stranger, url)).status).toBe(404);
    expect((await call(ctx.app, stranger, 'GET', `${base}/timesheets/weeks`)).status).toBe(404);
    expect((await csvOf(null, url)).status).toBe(401);
    const backwards = await csvOf(client, `${base}/time-entries.csv?from=${wednesday}&to=${monday}`);
    expect([backwards.status, JSON.parse(backwards.text).error]).toEqual([
      400,
      'The start date must not be after the end date',
    ]);
    const tooLong = await csvOf(client, `${base}/time-entries.csv?from=2025-01-01&to=2026-01-02`);
    expect(JSON.parse(tooLong.text).error).toBe('An export covers at most 366 days');
  });
});

describe('this week across my hourly contracts', () => {
  it('sums the finished time of active hourly contracts for either party; fixed contracts and strangers see none', async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog, HOURLY);
    await makeContract(ctx.app, ctx.db.db, catalog);
    const week = weekOf(clock.now());
    const base = `/api/contracts/${contract.id}`;
    clock.advance(3 * 60 * MINUTE);
    await call(ctx.app, freelancer, 'POST', `${base}/time-entries`, {
      date: week,
      minutes: 150,
      memo: 'Work',
    });
    await call(ctx.app, freelancer, 'POST', `${base}/timer/start`, { memo: 'Not yet counted' });
    const url = '/api/contracts/hourly/this-week';
    const mine = await call(ctx.app, client, 'GET', url);
    expect(mine.body.data).toEqual({
      week,
      contracts: [
        {
          id: contract.id,
          title: 'Support retainer',
          client: { id: client.id, name: expect.any(String) },
          freelancer: { id: freelancer.id, name: expect.any(String) },
          hourlyRateCents: 4_000,
          totalMinutes: 150,
          limitMinutes: 120,
          billableMinutes: 120,
          overLimitMinutes: 30,
          amountCents: 8_000,
          paused: false,
        },
      ],
      totalMinutes: 150,
      billableMinutes: 120,
      amountCents: 8_000,
    });
    expect((await call(ctx.app, freelancer, 'GET', url)).body.data).toEqual(mine.body.data);
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect((await call(ctx.app, stranger, 'GET', url)).body.data).toEqual({
      week,
      contracts: [],
      totalMinutes: 0,
      billableMinutes: 0,
      amountCents: 0,
    });
  });
});
