import { customType, index, integer, jsonb, pgTable, real, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { categories } from '../catalog/schema';
import { jobs } from '../jobs/schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Find Talent's index (issue 14, ADR 025): one row per freelancer who can be found, i.e. active, with
 * a complete profile (title, overview, rate and at least one skill). The rows are kept by triggers
 * on users, freelancer_profiles, freelancer_skills, skills and categories (hand-written in the
 * migrations 0012 and 0014), in the same transaction as whatever changed them: the table is the
 * public set, so its queries need no visibility predicate, a profile write needs no code of this
 * module, and this module reads no other module's tables.
 */
export const talentSearch = pgTable(
  'talent_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    /** ISO 3166-1 alpha-2, upper case, or null when not given. */
    country: text('country'),
    /** The user's sign-up time: "newest" sorts by it, and the row shows it as "member since". */
    memberSince: at('member_since').notNull(),
    /** title (A), skill names (B) and overview (C), english configuration, as jobs (ADR 010). */
    search: tsvector('search').notNull(),
    /** The profile's skills: the "any of these skills" filter reads them here, not in profiles' tables. */
    skillIds: uuid('skill_ids').array().notNull(),
    /**
     * The reputation's score and average rating (issue 26), copied from `talent_reputation` by the
     * refresh and by the reputation's handler, so that sorting and filtering by them walk an index
     * of this table as the other sorts do. Null: none yet.
     */
    score: integer('score'),
    rating: real('rating'),
  },
  (t) => [
    index('talent_search_search_idx').using('gin', t.search),
    index('talent_search_skills_idx').using('gin', t.skillIds),
    // Newest first and by rate, each carrying every filter column (index-only filters and counts).
    index('talent_search_newest_idx').on(t.memberSince, t.userId, t.categoryId, t.hourlyRateCents, t.country),
    index('talent_search_rate_idx').on(t.hourlyRateCents, t.memberSince, t.userId, t.categoryId, t.country),
    index('talent_search_category_idx').on(t.categoryId, t.memberSince, t.userId),
    index('talent_search_country_idx').on(t.country, t.memberSince, t.userId),
    // Highest first with the unrated last is a backward walk of `asc nulls first`; each carries the
    // other reputation column and the filter columns, as the rate index does.
    index('talent_search_rating_idx').on(
      t.rating.asc().nullsFirst(),
      t.memberSince,
      t.userId,
      t.score,
      t.categoryId,
      t.hourlyRateCents,
      t.country,
    ),
    index('talent_search_score_idx').on(
      t.score.asc().nullsFirst(),
      t.memberSince,
      t.userId,
      t.rating,
      t.categoryId,
      t.hourlyRateCents,
      t.country,
    ),
  ],
);

/**
 * Every freelancer's reputation as the reviews module last published it (`reputation.changed`,
 * issue 26), findable or not: `talent_search_refresh` copies it into a freelancer's search row
 * whenever the row is written again, and the cards show it. No row: no review and no score yet.
 */
export const talentReputation = pgTable('talent_reputation', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  score: integer('score'),
  rating: real('rating'),
  reviews: integer('reviews').notNull(),
});

/**
 * What a Find Talent row shows of each findable freelancer, kept with its `talent_search` row by the
 * same triggers (and the category's name by one on categories): a page is one statement over this
 * module's own tables. Apart from `talent_search` so that the searched table stays narrow.
 */
export const talentCards = pgTable('talent_cards', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => talentSearch.userId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  photoUrl: text('photo_url'),
  title: text('title').notNull(),
  overview: text('overview').notNull(),
  /** Null when the profile names no category. */
  categoryName: text('category_name'),
  /** The skills in the freelancer's order. */
  skills: jsonb('skills').$type<Array<{ _id: string; name: string }>>().notNull(),
});

/**
 * A client's invitation to a freelancer to look at one of their open jobs (issue 14). One per job
 * and freelancer; the freelancer answers by proposing as anyone would.
 */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: idKey(),
    jobId: ref('job_id', () => jobs.id, 'cascade'),
    freelancerId: ref('freelancer_id', () => users.id, 'cascade'),
    message: text('message'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('job_invitations_job_freelancer_key').on(t.jobId, t.freelancerId),
    index('job_invitations_freelancer_created_idx').on(t.freelancerId, t.createdAt, t.id),
  ],
);
