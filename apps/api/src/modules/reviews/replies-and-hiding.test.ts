import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  bell,
  ctx,
  endedContract,
  get,
  OF_CLIENT,
  OF_FREELANCER,
  person,
  post,
  useReviewsWorld,
} from './reviews.fixture';

useReviewsWorld();

const REPLY = 'Thank you — it was a pleasure to work on this.';
const REASON = 'The comment names the client’s private phone number.';

describe('POST /api/reviews/{id}/reply', () => {
  it('lets the reviewed person reply once, after the reveal; the author hears of it and the reply is public', async () => {
    const { client, freelancer, review } = await endedContract();
    const id = (await review(client, OF_FREELANCER)).body.data.id;
    const url = `/api/reviews/${id}/reply`;
    expect(await post(freelancer, url, { reply: REPLY })).toEqual({
      status: 409,
      body: { error: 'You can reply once both reviews are shown' },
    });
    expect((await review(freelancer, OF_CLIENT)).status).toBe(201);
    expect(await post(client, url, { reply: REPLY })).toEqual({
      status: 403,
      body: { error: 'Only the person reviewed can reply' },
    });
    const outsider = await person('client');
    expect(await post(outsider, url, { reply: REPLY })).toEqual({
      status: 404,
      body: { error: 'Review not found' },
    });
    expect(await post(freelancer, url, { reply: '  ' })).toEqual({
      status: 400,
      body: { error: 'Write a reply' },
    });
    expect((await post(freelancer, url, { reply: 'x'.repeat(2001) })).status).toBe(400);

    const replied = await post(freelancer, url, { reply: REPLY });
    expect(replied.status).toBe(200);
    expect(replied.body.data.reply).toMatchObject({ text: REPLY });
    expect(await post(freelancer, url, { reply: 'Again' })).toEqual({
      status: 409,
      body: { error: 'You have already replied to this review' },
    });
    const shown = (await get(null, `/api/freelancers/${freelancer.id}/reviews`)).body.data[0];
    expect(shown.reply).toMatchObject({ text: REPLY });
    expect((await bell(client)).map((n) => n.title)).toContain('Fred Freelancer replied to your review');
    const unknown = '/api/reviews/00000000-0000-4000-8000-000000000000/reply';
    expect((await post(freelancer, unknown, { reply: REPLY })).status).toBe(404);
  });

  it('reads `comment` as the reply too (the issue names no field)', async () => {
    const { client, freelancer, review } = await endedContract();
    await review(freelancer, OF_CLIENT);
    const id = (await review(client, OF_FREELANCER)).body.data.id;
    const replied = await post(freelancer, `/api/reviews/${id}/reply`, { comment: REPLY });
    expect(replied.body.data.reply).toMatchObject({ text: REPLY });
  });
});

describe('POST /api/admin/reviews/{id}/hide', () => {
  it('hides a review with a reason: audited, both told, shown nowhere, counted for nothing', async () => {
    const freelancer = await person('freelancer');
    const first = await endedContract({ freelancer });
    const second = await endedContract({ freelancer });
    const ids: string[] = [];
    for (const c of [first, second]) {
      ids.push((await c.review(c.client, OF_FREELANCER)).body.data.id);
      await c.review(c.freelancer, OF_CLIENT);
    }
    const profile = async () => (await get(null, `/api/freelancers/${freelancer.id}/reviews`)).body;
    expect((await profile()).reputation).toEqual({ score: 100, rating: 5, reviews: 2 });

    const url = `/api/admin/reviews/${ids[0]}/hide`;
    expect((await post(first.client, url, { reason: REASON })).status).toBe(403);
    expect((await post(null, url, { reason: REASON })).status).toBe(401);
    expect(await post(admin, url, {})).toEqual({
      status: 400,
      body: { error: 'Give the reason for hiding this review' },
    });
    const hidden = await post(admin, url, { reason: REASON });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.hidden).toMatchObject({ reason: REASON });
    expect(await post(admin, url, { reason: REASON })).toEqual({
      status: 409,
      body: { error: 'This review is already hidden' },
    });

    const after = await profile();
    expect(after.reputation).toEqual({ score: null, rating: 5, reviews: 1 });
    expect(after.data.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    // Its author still sees it, and why; the person reviewed no longer does.
    const authors = (await first.reviews(first.client)).body.data;
    expect(authors.find((r: { id: string }) => r.id === ids[0]).hidden).toMatchObject({ reason: REASON });
    const reviewed = (await first.reviews(freelancer)).body.data.map((r: { id: string }) => r.id);
    expect(reviewed).not.toContain(ids[0]);
    expect(await post(freelancer, `/api/reviews/${ids[0]}/reply`, { reply: REPLY })).toEqual({
      status: 409,
      body: { error: 'This review was hidden by an admin' },
    });

    for (const party of [first.client, freelancer]) {
      const told = (await bell(party)).find(
        (n) => n.kind === 'review_update' && n.title.includes('was hidden'),
      );
      expect(told?.body).toContain(REASON);
    }
    const { rows } = await ctx.db.db.execute<{ actor_id: string; after: { reason: string } }>(
      sql`select actor_id, after from audit_log where action = 'review.hide' and entity_id = ${ids[0]!}`,
    );
    expect(rows).toEqual([{ actor_id: admin.id, after: { hidden: true, reason: REASON } }]);
    const listed = (await get(admin, '/api/admin/reviews')).body;
    expect(listed.data.find((r: { id: string }) => r.id === ids[0])).toMatchObject({
      hidden: { reason: REASON },
      reviewee: { id: freelancer.id },
      wouldWorkAgain: null,
    });
    expect(
      (await post(admin, '/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide', { reason: REASON }))
        .status,
    ).toBe(404);
  });
});
