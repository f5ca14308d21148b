import {
  type AdminReviewRow,
  type ContractReviews,
  criteriaOf,
  type PageQuery,
  type PublicReviewsResponse,
} from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { readContractEndings } from '../contracts';
import { reputationInputsOf, reputationWithBlocked } from './reputation';
import { reviewMoves } from './review-moves';
import { revealedAt, toPublicReview, toReview } from './review-view';
import {
  CONTRACT_NOT_FOUND,
  closesAtOf,
  otherSide,
  sideOf,
  type Viewer,
  whyNotReviewable,
} from './review-window';
import { type ReviewDeps, writeReview } from './write-review';

const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Reviews and reputation (issue 26): write, reply, hide, and what each reader may see. */
export function createReviewsService(deps: ReviewDeps) {
  const { uow, clock } = deps;
  const read = uow.read;

  /** Where the contract's window stands, from its row or — before it is made — from the contract. */
  async function windowOf(contractId: string, viewer: Viewer) {
    const w = await read.reviews.findWindow(contractId);
    if (w) return { w, side: sideOf(w, viewer), refusal: null, endedAt: w.endedAt, closesAt: w.closesAt };
    const [c] = await readContractEndings(read, [contractId]);
    if (!c) throw notFound(CONTRACT_NOT_FOUND);
    const side = sideOf(c, viewer);
    const refusal = whyNotReviewable(c);
    return { w: null, side, refusal, endedAt: c.endedAt, closesAt: c.endedAt ? closesAtOf(c.endedAt) : null };
  }

  async function publicList(role: 'client' | 'freelancer', userId: string, query: PageQuery) {
    const [user] = await read.users.findCards([userId]);
    if (user?.role !== role || user.status !== 'active')
      throw notFound(role === 'client' ? 'Client not found' : 'Freelancer not found');
    const now = clock.now();
    const { reputation, blocked } = await reputationWithBlocked(read, userId, now);
    const { rows, total } = await read.reviews.publicPage(userId, now, blocked, query);
    const names = new Map(
      (await read.users.findCards(rows.map((r) => r.reviewerId))).map((u) => [u.id, u.name]),
    );
    const data = rows.map((r) => toPublicReview(r, names.get(r.reviewerId) ?? 'A Skillora user'));
    return {
      data,
      total,
      page: query.page,
      pages: pages(total, query.limit),
      reputation,
    } satisfies PublicReviewsResponse;
  }

  return {
    create: writeReview(deps),
    ...reviewMoves(deps),

    /** A contract's reviews for one of its parties: their own always, the other's once revealed. */
    async ofContract(contractId: string, viewer: Viewer): Promise<ContractReviews> {
      const { w, side, refusal, endedAt, closesAt } = await windowOf(contractId, viewer);
      const now = clock.now();
      const rows = w ? await read.reviews.onContract(contractId) : [];
      const shownAt = w ? revealedAt(w, now) : closesAt && now >= closesAt ? closesAt : null;
      const mine = rows.find((r) => r.reviewerId === viewer.id);
      const theirs = rows.find((r) => r.reviewerId !== viewer.id);
      const visible = [mine, shownAt && theirs && !theirs.hiddenAt ? theirs : undefined].filter(
        (r) => r !== undefined,
      );
      const state = refusal ? 'not_reviewable' : shownAt ? 'revealed' : 'open';
      const times = { revealedAt: shownAt, closesAt: closesAt ?? now };
      return {
        data: visible.map((r) => toReview(r, times, viewer, now)),
        window: {
          state,
          reason: refusal,
          side,
          reviews: otherSide(side),
          criteria: [...criteriaOf(otherSide(side))],
          endedAt: endedAt?.toISOString() ?? null,
          closesAt: refusal ? null : (closesAt?.toISOString() ?? null),
          revealedAt: shownAt?.toISOString() ?? null,
          canReview: state === 'open' && !mine,
          otherHasReviewed: Boolean(theirs),
        },
      };
    },

    freelancerReviews: (userId: string, query: PageQuery) => publicList('freelancer', userId, query),
    clientReviews: (userId: string, query: PageQuery) => publicList('client', userId, query),

    /** The person's own reputation inputs (GET /api/reputation/me). */
    async myReputation(viewer: Viewer) {
      return { data: await reputationInputsOf(read, viewer.id, clock.now()) };
    },

    /** Every review for admins, newest first, with both people's names. */
    async adminList(query: PageQuery) {
      const now = clock.now();
      const { rows, total } = await read.reviews.adminPage(query);
      const people = await read.users.findCards(rows.flatMap((r) => [r.reviewerId, r.revieweeId]));
      const name = new Map(people.map((p) => [p.id, p.name]));
      const admin = { id: '', role: 'admin' };
      const data = rows.map(
        (r): AdminReviewRow => ({
          ...toReview(r, r.window, admin, now),
          reviewer: { id: r.reviewerId, name: name.get(r.reviewerId) ?? '' },
          reviewee: { id: r.revieweeId, name: name.get(r.revieweeId) ?? '' },
          contractTitle: r.window.contractTitle,
        }),
      );
      return { data, total, page: query.page, pages: pages(total, query.limit) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
