import type { LanguageLevel } from '@skillora/shared/profiles';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { idKey, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { categories, skills } from '../catalog/schema';
import { files } from '../files/schema';

export type ProfileLanguage = { name: string; level: LanguageLevel };
export type ProfileEmployment = {
  company: string;
  title: string;
  fromYear: number;
  toYear: number | null;
  description: string;
};
export type ProfileEducation = { school: string; degree: string; fromYear: number; toYear: number | null };

/** One row per freelancer, created on the first save; every field may be empty until then. */
export const freelancerProfiles = pgTable(
  'freelancer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    overview: text('overview').notNull().default(''),
    primaryCategoryId: uuid('primary_category_id').references(() => categories.id, { onDelete: 'set null' }),
    hourlyRateCents: integer('hourly_rate_cents'),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country'),
    /** IANA time zone name. */
    timeZone: text('time_zone'),
    languages: jsonb('languages').$type<ProfileLanguage[]>().notNull().default([]),
    employment: jsonb('employment').$type<ProfileEmployment[]>().notNull().default([]),
    education: jsonb('education').$type<ProfileEducation[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    check('freelancer_profiles_overview_check', sql`char_length(${t.overview}) <= 5000`),
    check('freelancer_profiles_rate_check', sql`${t.hourlyRateCents} is null or ${t.hourlyRateCents} > 0`),
    index('freelancer_profiles_category_idx').on(t.primaryCategoryId),
    index('freelancer_profiles_rate_idx').on(t.hourlyRateCents),
    index('freelancer_profiles_country_idx').on(t.country),
  ],
);

/** The profile's skills in the freelancer's order (position 0 first); at most 15, checked by the service. */
export const freelancerSkills = pgTable(
  'freelancer_skills',
  {
    userId: ref('user_id', () => freelancerProfiles.userId, 'cascade'),
    skillId: ref('skill_id', () => skills.id, 'cascade'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skillId] }),
    index('freelancer_skills_skill_idx').on(t.skillId, t.userId),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: idKey(),
    freelancerId: ref('freelancer_id', () => users.id, 'cascade'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    ...timestamps(),
  },
  (t) => [index('portfolio_items_freelancer_idx').on(t.freelancerId, t.createdAt)],
);

/** Up to three images per item (positions 0–2), each a public file. */
export const portfolioImages = pgTable(
  'portfolio_images',
  {
    itemId: ref('item_id', () => portfolioItems.id, 'cascade'),
    position: integer('position').notNull(),
    fileId: ref('file_id', () => files.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.position] }),
    check('portfolio_images_position_check', sql`${t.position} between 0 and 2`),
  ],
);

export const clientProfiles = pgTable('client_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  about: text('about').notNull().default(''),
  location: text('location'),
  website: text('website'),
  ...timestamps(),
});

export type FreelancerProfileRow = typeof freelancerProfiles.$inferSelect;
export type ClientProfileRow = typeof clientProfiles.$inferSelect;
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
