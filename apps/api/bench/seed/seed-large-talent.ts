import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { freelancerProfiles, talentSearch } from '../../src/db/schema';
import { insertRows } from './seed-batches';
import { CATEGORY_SENTENCES, INDUSTRIES, SKILLS_BY_CATEGORY } from './seed-large-corpus';
import { type Catalog, readCatalog } from './seed-large-jobs';
import { largeUser } from './seed-large-people';
import { createRandom, type Random } from './seed-random';

const BATCH = 2000;
/** Of the freelancers: this share has a complete profile, and this share a half-filled one. */
export const COMPLETE_SHARE = 0.35;
const INCOMPLETE_SHARE = 0.1;

/** What a freelancer of each theme calls themselves. */
const ROLES: Record<string, string[]> = {
  'Web Development': ['developer', 'web developer', 'full-stack engineer', 'frontend developer'],
  'Graphic Design': ['graphic designer', 'brand designer', 'illustrator', 'logo designer'],
  'Content Writing': ['copywriter', 'content writer', 'technical writer', 'blog writer'],
  'Digital Marketing': ['marketing specialist', 'SEO consultant', 'ads manager', 'growth marketer'],
  'App Development': ['mobile developer', 'app developer', 'iOS engineer', 'Android developer'],
  'UI/UX Design': ['product designer', 'UX designer', 'UI designer', 'UX researcher'],
  'Video Editing': ['video editor', 'motion designer', 'videographer', 'animator'],
  'Data Science': ['data scientist', 'data analyst', 'BI developer', 'machine learning engineer'],
};
const LEVELS = ['', 'Senior ', 'Experienced ', 'Certified ', 'Creative ', 'Reliable '];
const ABOUT_ME = [
  'I have worked with {industry} clients for {years} years and most of them came back.',
  'I answer messages within a few hours and share progress every week.',
  'My work with {skill} is clean, documented and easy to hand over.',
  'Before I start, I like a short call to agree on goals and milestones.',
  'I am comfortable with {skill} and {skill2}, and I learn fast.',
  'Clients describe me as calm, precise and easy to work with.',
  'I have delivered more than {years}0 projects on time and on budget.',
  'I work in English and enjoy long-term collaborations.',
];
/** Where freelancers are, roughly as on the big marketplaces: a few countries hold most of them. */
const COUNTRIES = [
  'US',
  'IN',
  'IN',
  'PK',
  'PH',
  'PH',
  'UA',
  'GB',
  'NG',
  'BR',
  'DE',
  'BD',
  'EG',
  'KE',
  'PL',
  'CA',
  'ES',
  'RO',
  'VN',
  'AR',
];

const PROFILES = {
  table: 'freelancer_profiles',
  record:
    'user_id uuid, title text, overview text, primary_category_id uuid, hourly_rate_cents int, country text, created_at timestamptz',
  columns: {
    ...Object.fromEntries(
      'user_id title overview primary_category_id hourly_rate_cents country created_at'
        .split(' ')
        .map((c) => [c, `r.${c}`]),
    ),
    updated_at: 'r.created_at',
  },
};
const SKILLS = { table: 'freelancer_skills', record: 'user_id uuid, skill_id uuid, position int' };

function makeProfile(r: Random, n: number, catalog: Catalog, isComplete: boolean) {
  const isDefault = catalog.others.length === 0 || r.next() < 0.8;
  const category = r.pick(isDefault ? catalog.defaults : catalog.others);
  const pool = SKILLS_BY_CATEGORY[category.theme]!;
  const chosen = [
    ...new Set(Array.from({ length: r.int(3, Math.min(8, pool.length + 2)) }, () => r.pick(pool))),
  ];
  const extras = catalog.extraSkills.get(category.theme)!;
  const extraIds =
    extras.length === 0 ? [] : [...new Set(Array.from({ length: r.int(0, 3) }, () => r.pick(extras)))];
  const fill = (text: string) =>
    text
      .replaceAll('{skill}', chosen[0]!)
      .replaceAll('{skill2}', r.pick(pool))
      .replaceAll('{industry}', r.pick(INDUSTRIES))
      .replaceAll('{years}', String(r.int(2, 15)));
  const sentences = [
    ...Array.from({ length: r.int(2, 4) }, () => fill(r.pick(ABOUT_ME))),
    ...Array.from({ length: r.int(1, 3) }, () => fill(r.pick(CATEGORY_SENTENCES[category.theme]!))),
  ];
  const user = largeUser(n);
  return {
    profile: {
      user_id: user.id,
      title: `${r.pick(LEVELS)}${chosen[0]} ${r.pick(ROLES[category.theme]!)}`.trim(),
      // A half-filled profile has no overview yet: it is not findable.
      overview: isComplete ? sentences.join(' ') : '',
      primary_category_id: category.id,
      hourly_rate_cents: Math.round(10 * 15 ** r.next()) * 100, // $10 to $150 an hour, log-uniform
      country: r.pick(COUNTRIES),
      created_at: new Date(Date.parse('2025-01-01') + n * 60_000).toISOString(),
    },
    skills: [...chosen.map((name) => catalog.skillId.get(name)!), ...extraIds].map((skill_id, position) => ({
      user_id: user.id,
      skill_id,
      position,
    })),
  };
}

/**
 * Profiles for a realistic share of the freelancers (COMPLETE_SHARE complete, INCOMPLETE_SHARE
 * half-filled; blocked freelancers among them stay unfindable), written with the search triggers
 * off and indexed in one statement afterwards: 200 000 skill rows would otherwise each refresh
 * their profile's search row.
 */
export async function seedLargeTalent(db: Database, counts: { users: number }) {
  const totals = { profiles: 0, profileSkills: 0, findable: 0 };
  const [seeded] = await db
    .select({ id: freelancerProfiles.userId })
    .from(freelancerProfiles)
    .where(eq(freelancerProfiles.userId, largeUser(1).id));
  if (seeded) return totals;
  const r = createRandom(20261124);
  const catalog = await readCatalog(db);
  const freelancers = Array.from({ length: counts.users }, (_, i) => i + 1).filter(
    (n) => largeUser(n).role === 'freelancer',
  );
  await db.execute(sql`alter table freelancer_profiles disable trigger talent_search_profiles`);
  await db.execute(sql`alter table freelancer_skills disable trigger talent_search_skills`);
  try {
    for (let start = 0; start < freelancers.length; start += BATCH) {
      const made = [];
      for (const n of freelancers.slice(start, start + BATCH)) {
        const roll = r.next();
        // The bench freelancer always has a complete profile.
        if (n === 1 || roll < COMPLETE_SHARE) made.push(makeProfile(r, n, catalog, true));
        else if (roll < COMPLETE_SHARE + INCOMPLETE_SHARE) made.push(makeProfile(r, n, catalog, false));
      }
      const skills = made.flatMap((m) => m.skills);
      await insertRows(
        db,
        PROFILES,
        made.map((m) => m.profile),
      );
      await insertRows(db, SKILLS, skills);
      totals.profiles += made.length;
      totals.profileSkills += skills.length;
    }
  } finally {
    await db.execute(sql`alter table freelancer_profiles enable trigger talent_search_profiles`);
    await db.execute(sql`alter table freelancer_skills enable trigger talent_search_skills`);
  }
  await db.execute(
    sql`insert into talent_search (user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids, score, rating)
        select user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids, score, rating from talent_search_source
        on conflict do nothing`,
  );
  await db.execute(
    sql`insert into talent_cards (user_id, name, photo_url, title, overview, category_name, skills)
        select user_id, name, photo_url, title, overview, category_name, skills from talent_search_source
        on conflict do nothing`,
  );
  totals.findable = (await db.select({ n: count() }).from(talentSearch))[0]?.n ?? 0;
  return totals;
}
