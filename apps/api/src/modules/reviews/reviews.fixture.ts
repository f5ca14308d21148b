import type { Contract, CreateOfferRequest, CreateReviewRequest } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import { type Catalog, postJob, sendProposal } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

// What the reviews test files start from: the app on a clock the tests move, and contracts that
// ended after moving money (or not), between people the test chooses.
export let ctx: TestContext;
export let catalog: Catalog;
export let admin: Party;
export const clock = createManualClock(new Date());

export function useReviewsWorld(env: Record<string, string> = {}) {
  useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock }, env);
}

export const OF_FREELANCER: CreateReviewRequest = {
  ratings: { quality: 5, communication: 5, deadlines: 4, expertise: 5 },
  overall: 5,
  comment: 'Excellent work, delivered early and explained every step.',
  wouldWorkAgain: true,
};
export const OF_CLIENT: CreateReviewRequest = {
  ratings: { clarity: 4, communication: 5, paymentPromptness: 5 },
  overall: 4,
  comment: 'Clear brief and quick payments.',
  wouldWorkAgain: true,
};

export const get = (who: Party | null, url: string) => call(ctx.app, who, 'GET', url);
export const post = (who: Party | null, url: string, body?: object) => call(ctx.app, who, 'POST', url, body);
export const person = (role: 'client' | 'freelancer', name?: string) =>
  signIn(ctx.app, ctx.db.db, role, name);

type Options = {
  client?: Party;
  freelancer?: Party;
  /** The milestones' amounts; the first is funded and released unless `paid` is false. */
  amounts?: number[];
  /** false: nothing funded; 'refunded': funded, then refunded. */
  paid?: boolean | 'refunded';
  /** Days the clock moves between the start and the end. */
  days?: number;
  /** false: the contract keeps running. */
  end?: boolean;
};

/** A contract between two people that the client ended after the first milestone was released (or not). */
export async function endedContract(options: Options = {}) {
  const client = options.client ?? (await person('client', 'Cara Client'));
  const freelancer = options.freelancer ?? (await person('freelancer', 'Fred Freelancer'));
  const amounts = options.amounts ?? [50_000];
  const offer: CreateOfferRequest = {
    title: `Website ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Design and build',
    milestones: amounts.map((amountCents, i) => ({ title: `Part ${i + 1}`, amountCents })),
  };
  const job = await postJob(ctx.app, client.cookie, catalog);
  const proposal = await sendProposal(ctx.app, freelancer.cookie, job.id);
  const made = await post(client, `/api/client/proposals/${proposal.id}/offer`, offer);
  const accepted = await post(freelancer, `/api/freelancer/offers/${made.body.data.id}/accept`);
  expect(accepted.status).toBe(201);
  const contract = accepted.body.data as Contract;
  const base = `/api/contracts/${contract.id}`;
  const milestone = `${base}/milestones/${contract.milestones[0]!.id}`;
  if (options.paid !== false) {
    expect((await post(client, `${milestone}/fund`, { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    // Only the freelancer refunds; the client approves.
    const [who, move] = options.paid === 'refunded' ? [freelancer, 'refund'] : [client, 'approve'];
    expect((await post(who, `${milestone}/${move}`)).status).toBe(200);
  }
  if (options.days) clock.advance(options.days * 86_400_000);
  if (options.end !== false) expect((await post(client, `${base}/end`)).status).toBe(200);
  await ctx.app.outbox.idle();
  const url = `${base}/reviews`;
  return {
    client,
    freelancer,
    contract,
    url,
    review: (who: Party, body: object) => post(who, url, body),
    reviews: (who: Party) => get(who, url),
  };
}

/**
 * Back to the real time (a contract starts at the database's time and ends at the clock's): the
 * durations a test then makes are the days it moves the clock, whatever earlier tests moved.
 */
export const resetClock = () => clock.set(new Date());

/** Moves the clock and lets every timer that came due run. */
export async function passDays(days: number) {
  clock.advance(days * 86_400_000);
  await ctx.app.outbox.idle();
}

/** The notifications a person got, newest first. */
export async function bell(who: Party) {
  await ctx.app.outbox.idle();
  return (await get(who, '/api/notifications')).body.data as Array<{
    kind: string;
    title: string;
    body: string;
  }>;
}

/** The mails a person got, once every pending event has been handled. */
export async function mailsTo(who: Party) {
  await ctx.app.outbox.idle();
  const { rows } = await ctx.db.db.execute<{ email: string }>(
    sql`select email from users where id = ${who.id}`,
  );
  return ctx.smtp.to(rows[0]!.email);
}
