import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * True when the freelancer's profile allows proposals: title, overview, skills and rate filled, the
 * rule of `profileCompleteness` (packages/shared/src/profiles.ts) in SQL, for reads that must stay
 * one statement (the job page).
 */
export const profileReadySql = (freelancerId: SQL | Placeholder) => sql<boolean>`exists (
  select 1 from freelancer_profiles fp
  where fp.user_id = ${freelancerId} and fp.title <> '' and fp.overview <> '' and fp.hourly_rate_cents is not null
    and exists (select 1 from freelancer_skills fs where fs.user_id = fp.user_id))`;
