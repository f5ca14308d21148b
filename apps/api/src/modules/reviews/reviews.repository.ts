import { and, count, desc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ReviewRow, type ReviewWindowRow, reviews, reviewWindows } from './schema';

export type NewReview = typeof reviews.$inferInsert;
export type NewReviewWindow = typeof reviewWindows.$inferInsert;
/** A review with its window's facts: what every list shows. */
export type ReviewWithWindow = ReviewRow & {
  window: Pick<
    ReviewWindowRow,
    'contractTitle' | 'amountCents' | 'currency' | 'endedAt' | 'revealedAt' | 'closesAt'
  >;
};

/** Revealed (both in, or the window closed — whether or not its timer has run yet) and not hidden. */
const visibleAt = (now: Date) =>
  and(isNull(reviews.hiddenAt), or(isNotNull(reviewWindows.revealedAt), lte(reviewWindows.closesAt, now)));

const windowColumns = {
  contractTitle: reviewWindows.contractTitle,
  amountCents: reviewWindows.amountCents,
  currency: reviewWindows.currency,
  endedAt: reviewWindows.endedAt,
  revealedAt: reviewWindows.revealedAt,
  closesAt: reviewWindows.closesAt,
};

/** Review windows and reviews (issue 26). */
export function createReviewsRepository(db: Executor) {
  const withWindow = () =>
    db
      .select({ review: reviews, window: windowColumns })
      .from(reviews)
      .innerJoin(reviewWindows, eq(reviewWindows.contractId, reviews.contractId));
  const flatten = (rows: Array<{ review: ReviewRow; window: ReviewWithWindow['window'] }>) =>
    rows.map((r): ReviewWithWindow => ({ ...r.review, window: r.window }));

  return {
    /** The window, made once: null when another transaction made it first. */
    async insertWindow(values: NewReviewWindow): Promise<ReviewWindowRow | null> {
      const [row] = await db.insert(reviewWindows).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findWindow(contractId: string): Promise<ReviewWindowRow | null> {
      const [row] = await db.select().from(reviewWindows).where(eq(reviewWindows.contractId, contractId));
      return row ?? null;
    },

    /** The window, locked: its two reviews and its reveal take turns. */
    async lockWindow(contractId: string): Promise<ReviewWindowRow | null> {
      const [row] = await db
        .select()
        .from(reviewWindows)
        .where(eq(reviewWindows.contractId, contractId))
        .for('update');
      return row ?? null;
    },

    /** Reveals the window's reviews; false when they already were (the reveal happens once). */
    async reveal(contractId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(reviewWindows)
        .set({ revealedAt: at })
        .where(and(eq(reviewWindows.contractId, contractId), isNull(reviewWindows.revealedAt)))
        .returning({ contractId: reviewWindows.contractId });
      return rows.length > 0;
    },

    async insert(values: NewReview): Promise<ReviewRow> {
      const [row] = await db.insert(reviews).values(values).returning();
      return row!;
    },

    onContract(contractId: string): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.contractId, contractId)).orderBy(reviews.createdAt);
    },

    async find(id: string): Promise<ReviewWithWindow | null> {
      return flatten(await withWindow().where(eq(reviews.id, id)))[0] ?? null;
    },

    async lock(id: string): Promise<ReviewRow | null> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row ?? null;
    },

    async update(
      id: string,
      set: Partial<Pick<NewReview, 'reply' | 'repliedAt' | 'hiddenAt' | 'hiddenReason' | 'hiddenBy'>>,
    ): Promise<ReviewRow> {
      const [row] = await db.update(reviews).set(set).where(eq(reviews.id, id)).returning();
      return row!;
    },

    /** The visible reviews on these contracts: what the reputation of their parties reads. */
    visibleOn(contractIds: readonly string[], now: Date) {
      if (contractIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          contractId: reviews.contractId,
          reviewerId: reviews.reviewerId,
          revieweeId: reviews.revieweeId,
          overall: reviews.overall,
          wouldWorkAgain: reviews.wouldWorkAgain,
        })
        .from(reviews)
        .innerJoin(reviewWindows, eq(reviewWindows.contractId, reviews.contractId))
        .where(and(inArray(reviews.contractId, [...contractIds]), visibleAt(now)));
    },

    /** Everyone this person has reviewed: whose ratings change when the person is blocked or unblocked. */
    async revieweesOf(reviewerId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: reviews.revieweeId })
        .from(reviews)
        .where(eq(reviews.reviewerId, reviewerId));
      return rows.map((r) => r.id);
    },

    /** The visible reviews of these people, summed per (reviewed, reviewer): their average ratings. */
    async ratingsOf(revieweeIds: readonly string[], now: Date) {
      if (revieweeIds.length === 0) return [];
      const rows = await db
        .select({
          revieweeId: reviews.revieweeId,
          reviewerId: reviews.reviewerId,
          stars: sql<string>`sum(${reviews.overall})::text`,
          reviews: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .innerJoin(reviewWindows, eq(reviewWindows.contractId, reviews.contractId))
        .where(and(inArray(reviews.revieweeId, [...revieweeIds]), visibleAt(now)))
        .groupBy(reviews.revieweeId, reviews.reviewerId);
      return rows.map((r) => ({ ...r, stars: Number(r.stars) }));
    },

    /** One page of a person's visible reviews, newest first, leaving out these reviewers (blocked). */
    async publicPage(
      revieweeId: string,
      now: Date,
      excludeReviewers: readonly string[],
      page: { page: number; limit: number },
    ): Promise<{ rows: ReviewWithWindow[]; total: number }> {
      const where = and(
        eq(reviews.revieweeId, revieweeId),
        visibleAt(now),
        excludeReviewers.length > 0 ? notInArray(reviews.reviewerId, [...excludeReviewers]) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        withWindow()
          .where(where)
          .orderBy(desc(reviewWindows.endedAt), desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db
          .select({ total: count() })
          .from(reviews)
          .innerJoin(reviewWindows, eq(reviewWindows.contractId, reviews.contractId))
          .where(where),
      ]);
      return { rows: flatten(rows), total: counted?.total ?? 0 };
    },

    /** Every review, newest first (the admins' list), hidden ones included. */
    async adminPage(page: {
      page: number;
      limit: number;
    }): Promise<{ rows: ReviewWithWindow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        withWindow()
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(reviews),
      ]);
      return { rows: flatten(rows), total: counted?.total ?? 0 };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
