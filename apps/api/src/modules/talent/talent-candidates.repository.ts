import type { Reputation } from '@skillora/shared';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uuidArray } from '../../lib/search-sql';
import { talentCards, talentReputation, talentSearch } from './schema';

export type TalentCandidate = {
  id: string;
  name: string;
  title: string;
  overview: string;
  photoUrl: string | null;
  hourlyRateCents: number;
  categoryId: string | null;
  skills: Array<{ _id: string; name: string }>;
  reputation: Reputation;
};

/**
 * Findable freelancers worth ranking for a job (matching, ADR 036, bounded by ADR 043's amendment):
 * the most shared skills, the best text rank on the job's title and the best of its category, each
 * branch capped, most shared skills then best text rank first. The table holds only active
 * freelancers with a complete profile, so blocked, deleted and incomplete people never come back.
 */
export function createTalentCandidatesRepository(db: Executor) {
  return {
    /** Whether a freelancer is findable: active, with a complete profile (the weekly jobs mail, issue 29). */
    async isFindable(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: talentSearch.userId })
        .from(talentSearch)
        .where(eq(talentSearch.userId, userId));
      return Boolean(row);
    },

    async candidatesFor(wanted: {
      skillIds: readonly string[];
      /** The job's words (an OR query): the final order's text rank. */
      words: SQL | null;
      /** The job title's words (an OR query): the text branch's, narrower than every word of the post. */
      titleWords: SQL | null;
      categoryId: string | null;
      excludeIds: readonly string[];
      /** At most this many from the skills branch and from the text branch each. */
      limit: number;
      /** At most this many more from the job's category. */
      categoryLimit: number;
    }): Promise<TalentCandidate[]> {
      const wantedSkills = uuidArray(wanted.skillIds);
      // One containment test per wanted skill: cheap on each row, unlike an intersect subquery per row.
      const sharedSkills = wanted.skillIds.length
        ? sql.join(
            wanted.skillIds.map((id) => sql`(${talentSearch.skillIds} @> array[${id}]::uuid[])::int`),
            sql` + `,
          )
        : sql`0`;
      const notExcluded = wanted.excludeIds.length
        ? notInArray(talentSearch.userId, [...wanted.excludeIds])
        : undefined;
      const best = [sql`${talentSearch.score} desc nulls last`, sql`${talentSearch.userId}`];
      const branch = (where: SQL | undefined, order: SQL[], limit: number) =>
        sql`(${db
          .select({ id: talentSearch.userId })
          .from(talentSearch)
          .where(and(where, notExcluded))
          .orderBy(...order)
          .limit(limit)})`;
      // Bounded before the re-rank (ADR 043 amendment): an OR of skills, category and every word kept
      // nearly every profile of a large data set and ranked all of them. Each branch is capped on its
      // own, so the re-rank sees at most limit × 2 + categoryLimit profiles whatever the data.
      const branches = [
        wanted.skillIds.length
          ? branch(
              sql`${talentSearch.skillIds} && ${wantedSkills}`,
              [sql`${sharedSkills} desc`, ...best],
              wanted.limit,
            )
          : undefined,
        wanted.titleWords
          ? branch(
              sql`${talentSearch.search} @@ ${wanted.titleWords}`,
              [sql`ts_rank(${talentSearch.search}, ${wanted.titleWords}) desc`, sql`${talentSearch.userId}`],
              wanted.limit,
            )
          : undefined,
        wanted.categoryId
          ? branch(eq(talentSearch.categoryId, wanted.categoryId), best, wanted.categoryLimit)
          : undefined,
      ].filter((part): part is SQL => part !== undefined);
      if (!branches.length) return [];
      // Without words there is no rank to sort by (a bare `0` in ORDER BY would name a column position).
      const byText = wanted.words ? [sql`ts_rank(${talentSearch.search}, ${wanted.words}) desc`] : [];
      const rows = await db
        .select({
          id: talentSearch.userId,
          name: talentCards.name,
          title: talentCards.title,
          overview: talentCards.overview,
          photoUrl: talentCards.photoUrl,
          hourlyRateCents: talentSearch.hourlyRateCents,
          categoryId: talentSearch.categoryId,
          skills: talentCards.skills,
          score: talentReputation.score,
          rating: talentReputation.rating,
          reviews: talentReputation.reviews,
        })
        .from(talentSearch)
        .innerJoin(talentCards, eq(talentCards.userId, talentSearch.userId))
        .leftJoin(talentReputation, eq(talentReputation.userId, talentSearch.userId))
        .where(sql`${talentSearch.userId} in (${sql.join(branches, sql` union `)})`)
        // The re-rank keeps this order among equal scores: most shared skills, best text rank.
        .orderBy(sql`${sharedSkills} desc`, ...byText, talentSearch.userId);
      return rows.map(({ score, rating, reviews, ...row }) => ({
        ...row,
        reputation: { score, rating, reviews: reviews ?? 0 },
      }));
    },
  };
}
