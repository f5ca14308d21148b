import { describe, expect, it } from 'vitest';
import {
  admin,
  bell,
  endedContract,
  get,
  mailsTo,
  OF_CLIENT,
  OF_FREELANCER,
  passDays,
  person,
  post,
  useReviewsWorld,
} from './reviews.fixture';

useReviewsWorld();

describe('POST /api/contracts/{id}/reviews: blind until both are in', () => {
  it('shows each party only their own review until the other is in, then both, together', async () => {
    const { client, freelancer, url, review, reviews } = await endedContract();
    const before = (await reviews(client)).body;
    expect(before).toMatchObject({
      data: [],
      window: {
        state: 'open',
        side: 'client',
        reviews: 'freelancer',
        criteria: ['quality', 'communication', 'deadlines', 'expertise'],
        canReview: true,
        otherHasReviewed: false,
        revealedAt: null,
      },
    });

    const mine = await review(client, OF_FREELANCER);
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({
      by: 'client',
      reviewerId: client.id,
      revieweeId: freelancer.id,
      ratings: OF_FREELANCER.ratings,
      overall: 5,
      wouldWorkAgain: true,
      revealedAt: null,
      reply: null,
    });
    // The freelancer knows a review is in, not what it says; nobody else sees anything.
    const blind = (await reviews(freelancer)).body;
    expect(blind.data).toEqual([]);
    expect(blind.window).toMatchObject({ otherHasReviewed: true, canReview: true, state: 'open' });
    expect((await reviews(client)).body.data.map((r: { by: string }) => r.by)).toEqual(['client']);
    const profile = await get(null, `/api/freelancers/${freelancer.id}/reviews`);
    expect(profile.body).toMatchObject({ data: [], total: 0, reputation: { rating: null, reviews: 0 } });

    const theirs = await review(freelancer, OF_CLIENT);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.revealedAt).not.toBeNull();
    const both = (await get(freelancer, url)).body;
    expect(both.window).toMatchObject({ state: 'revealed', canReview: false });
    expect(both.data.map((r: { by: string }) => r.by).sort()).toEqual(['client', 'freelancer']);
    // The private answer is its author's alone.
    const clientsReview = both.data.find((r: { by: string }) => r.by === 'client');
    expect(clientsReview).toMatchObject({ overall: 5, wouldWorkAgain: null });
    const shown = (await get(null, `/api/freelancers/${freelancer.id}/reviews`)).body;
    expect(shown).toMatchObject({ total: 1, page: 1, pages: 1, reputation: { rating: 5, reviews: 1 } });
    expect(shown.data[0]).toMatchObject({
      by: 'client',
      reviewer: { name: 'Cara Client' },
      overall: 5,
      comment: OF_FREELANCER.comment,
      contract: { amountBand: '250_to_1k' },
      reply: null,
    });
    expect(shown.data[0]).not.toHaveProperty('wouldWorkAgain');
    const onClient = (await get(null, `/api/clients/${client.id}/reviews`)).body;
    expect(onClient).toMatchObject({ total: 1, reputation: { rating: 4, reviews: 1 } });
  });

  it('reveals what is in when the 14 days are over, exactly once; the late party can no longer review', async () => {
    const { client, freelancer, review, reviews } = await endedContract();
    expect((await review(client, OF_FREELANCER)).status).toBe(201);
    await passDays(13.9);
    expect((await reviews(freelancer)).body.data).toEqual([]);
    await passDays(0.2);
    const after = (await reviews(freelancer)).body;
    expect(after.data).toHaveLength(1);
    expect(after.window).toMatchObject({ state: 'revealed', canReview: false });
    expect(await review(freelancer, OF_CLIENT)).toEqual({
      status: 409,
      body: { error: 'The 14 days to review this contract are over' },
    });
    await passDays(2);
    for (const party of [client, freelancer]) {
      const shown = (await bell(party)).filter((n) => n.kind === 'review_update');
      expect(shown).toHaveLength(1);
    }
  });

  it('takes one review per party: a second is refused, before and after the reveal', async () => {
    const { client, freelancer, review } = await endedContract();
    expect((await review(client, OF_FREELANCER)).status).toBe(201);
    const again = { status: 409, body: { error: 'You have already reviewed this contract' } };
    expect(await review(client, { ...OF_FREELANCER, overall: 1 })).toEqual(again);
    expect((await review(freelancer, OF_CLIENT)).status).toBe(201);
    expect(await review(client, OF_FREELANCER)).toEqual(again);
  });
});

describe('at the same time', () => {
  it('both parties reviewing at once reveal both, once; one party posting twice at once gets one review', async () => {
    const { client, freelancer, review, reviews } = await endedContract();
    const [a, b, again] = await Promise.all([
      review(client, OF_FREELANCER),
      review(freelancer, OF_CLIENT),
      review(freelancer, OF_CLIENT),
    ]);
    expect([a.status, b.status, again.status].sort()).toEqual([201, 201, 409]);
    expect((await reviews(client)).body.data).toHaveLength(2);
    await passDays(15);
    for (const party of [client, freelancer]) {
      expect((await bell(party)).filter((n) => n.kind === 'review_update')).toHaveLength(1);
    }
  });
});

describe('what can be reviewed, and by whom', () => {
  it('refuses a contract that never moved money, one that was refunded, and one still running', async () => {
    const unpaid = await endedContract({ paid: false });
    const noMoney = { status: 409, body: { error: 'Only a contract that paid for work can be reviewed' } };
    expect(await unpaid.review(unpaid.client, OF_FREELANCER)).toEqual(noMoney);
    expect((await unpaid.reviews(unpaid.freelancer)).body.window).toMatchObject({
      state: 'not_reviewable',
      reason: 'Only a contract that paid for work can be reviewed',
      canReview: false,
    });
    const refunded = await endedContract({ paid: 'refunded' });
    expect(await refunded.review(refunded.freelancer, OF_CLIENT)).toEqual(noMoney);

    const running = await endedContract({ end: false });
    expect(await running.review(running.client, OF_FREELANCER)).toEqual({
      status: 409,
      body: { error: 'A contract can be reviewed once it has ended' },
    });
  });

  it('tells outsiders the contract does not exist, admins that only parties review, strangers to sign in', async () => {
    const { url, review } = await endedContract();
    const outsider = await person('freelancer');
    const notFound = { status: 404, body: { error: 'Contract not found' } };
    expect(await review(outsider, OF_CLIENT)).toEqual(notFound);
    expect(await get(outsider, url)).toEqual(notFound);
    const forbidden = { status: 403, body: { error: 'Only the parties to the contract can do this' } };
    expect(await review(admin, OF_CLIENT)).toEqual(forbidden);
    expect(await get(admin, url)).toEqual(forbidden);
    expect((await post(null, url, OF_FREELANCER)).status).toBe(401);
    const unknown = '/api/contracts/00000000-0000-4000-8000-000000000000/reviews';
    expect(await post(outsider, unknown, OF_CLIENT)).toEqual(notFound);
    expect(await get(outsider, '/api/contracts/nope/reviews')).toEqual({
      status: 404,
      body: { error: 'Not found' },
    });
  });

  it('answers every bad review with a 400 that says what is wrong', async () => {
    const { client, freelancer, review } = await endedContract();
    const cases: Array<[object, object, string]> = [
      [
        client,
        { ratings: { quality: 5, communication: 5, expertise: 5 } },
        'Rate the freelancer on meeting deadlines',
      ],
      [
        client,
        { ratings: { ...OF_FREELANCER.ratings, clarity: 3 } },
        'A freelancer is not rated on clarity of requirements',
      ],
      [
        freelancer,
        { ratings: OF_FREELANCER.ratings },
        'A client is not rated on quality of work, meeting deadlines, expertise',
      ],
      [client, { overall: 6 }, 'Rate the contract overall from 1 to 5 stars'],
      [client, { overall: 4.5 }, 'Rate the contract overall in whole stars'],
      [
        client,
        { ratings: { ...OF_FREELANCER.ratings, quality: 0 } },
        'Rate the quality of work from 1 to 5 stars',
      ],
      [client, { comment: 'x'.repeat(2001) }, 'Write at most 2,000 characters'],
      [client, { comment: '   ' }, 'Write a comment'],
      [client, { comment: 'Nice <script>alert(1)</script>' }, 'Write plain text: HTML is not allowed'],
      [client, { wouldWorkAgain: 'yes' }, 'Say whether you would work with them again'],
    ];
    for (const [who, change, error] of cases) {
      const base = who === client ? OF_FREELANCER : OF_CLIENT;
      const res = await review(who as typeof client, { ...base, ...change });
      expect({ change, ...res }).toEqual({ change, status: 400, body: { error } });
    }
    const { wouldWorkAgain: _, ...withoutAnswer } = OF_FREELANCER;
    expect((await review(client, withoutAnswer)).body).toEqual({
      error: 'Say whether you would work with them again',
    });
    expect((await review(client, { ...OF_FREELANCER, comment: 'x'.repeat(2000) })).status).toBe(201);
  });
});

describe('prompts', () => {
  it('asks both at the end, nudges the one who has not reviewed, and reminds only them 3 days before the close', async () => {
    const { client, freelancer, review } = await endedContract();
    const asked = async (who: typeof client) =>
      (await bell(who)).filter((n) => n.kind === 'review_request').map((n) => n.title);
    expect(await asked(client)).toEqual([
      expect.stringMatching(/^How did "Website \w+" go\? Review Fred Freelancer$/),
    ]);
    expect(await asked(freelancer)).toHaveLength(1);
    const mails = await mailsTo(freelancer);
    expect(mails.some((m) => m.text.includes('both reviews stay hidden until both are in'))).toBe(true);

    expect((await review(client, OF_FREELANCER)).status).toBe(201);
    expect(await asked(freelancer)).toContainEqual(
      expect.stringMatching(/^Cara Client reviewed you for "Website \w+"$/),
    );
    await passDays(11.01);
    expect(await asked(freelancer)).toHaveLength(3);
    expect(await asked(freelancer)).toContain('3 days left to review Cara Client');
    expect(await asked(client)).toHaveLength(1);
  });
});
