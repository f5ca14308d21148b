import {
  type SaveFreelancerProfileRequest,
  SaveFreelancerProfileRequestSchema,
} from '@skillora/shared/schemas/profiles';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { freelancerProfiles, freelancerSkills } from '../src/db/schema';

/** A profile that allows proposals (title, overview, skills, rate), saved through the API. */
export function profileBody(skillIds: string[], overrides: Partial<SaveFreelancerProfileRequest> = {}) {
  return {
    title: 'Full-stack web developer',
    overview: 'I build accessible web apps with React and Node.js.\n\nTen years of shipping for small teams.',
    skillIds,
    primaryCategoryId: null,
    hourlyRateCents: 6500,
    country: 'DE',
    timeZone: 'Europe/Berlin',
    languages: [{ name: 'English', level: 'fluent' as const }],
    employment: [],
    education: [],
    ...overrides,
  } satisfies SaveFreelancerProfileRequest;
}

/**
 * Fills the signed-in freelancer's profile with the first listed skill of the catalog, as a
 * freelancer must before sending proposals (issue 14). Idempotent.
 */
export async function completeProfile(app: App, cookie: string, skillIds?: string[]) {
  let ids = skillIds;
  if (!ids) {
    const skills = await app.inject({ method: 'GET', url: '/api/skills' });
    const first = skills.json<{ data: { _id: string }[] }>().data[0];
    if (!first) throw new Error('completeProfile needs a listed skill in the catalog');
    ids = [first._id];
  }
  const res = await app.inject({
    method: 'PUT',
    url: '/api/freelancer/profile',
    headers: { cookie },
    payload: profileBody(ids),
  });
  if (res.statusCode !== 200) throw new Error(`completing the profile failed: ${res.statusCode} ${res.body}`);
}

/** The same straight in the database, for tests that drive a spawned server with POSTs only. */
export async function insertCompleteProfile(db: Database, userId: string, skillId: string) {
  const { skillIds: _skills, ...fields } = SaveFreelancerProfileRequestSchema.parse(profileBody([skillId]));
  await db.insert(freelancerProfiles).values({ userId, ...fields });
  await db.insert(freelancerSkills).values({ userId, skillId, position: 0 });
}
