import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { categories, freelancerProfiles, freelancerSkills, skills, users } from '../src/db/schema';
import { createUser } from './factories';

export type ProfileFields = {
  title?: string;
  overview?: string;
  hourlyRateCents?: number | null;
  country?: string | null;
  categoryId?: string | null;
  skillIds?: string[];
};

/**
 * A freelancer with a profile written straight to the profile tables, as the profiles module stores
 * it (complete unless told otherwise); Find Talent's index follows by its triggers.
 */
export async function createFreelancerWithProfile(
  db: Database,
  fields: ProfileFields & { name?: string; memberSince?: Date; status?: 'active' | 'blocked' } = {},
) {
  const user = await createUser(db, {
    role: 'freelancer',
    name: fields.name ?? 'Found Freelancer',
    status: fields.status ?? 'active',
  });
  if (fields.memberSince)
    await db.update(users).set({ createdAt: fields.memberSince }).where(eq(users.id, user.id));
  await writeProfile(db, user.id, fields);
  return user;
}

export async function writeProfile(db: Database, userId: string, fields: ProfileFields) {
  await db.transaction(async (tx) => {
    await tx
      .insert(freelancerProfiles)
      .values({
        userId,
        title: fields.title ?? 'Full-stack web developer',
        overview: fields.overview ?? 'I build fast, accessible web applications for small companies.',
        hourlyRateCents: fields.hourlyRateCents === undefined ? 5_000 : fields.hourlyRateCents,
        country: fields.country === undefined ? 'US' : fields.country,
        primaryCategoryId: fields.categoryId ?? null,
      })
      .onConflictDoUpdate({
        target: freelancerProfiles.userId,
        set: {
          updatedAt: new Date(),
          ...(fields.title !== undefined ? { title: fields.title } : {}),
          ...(fields.overview !== undefined ? { overview: fields.overview } : {}),
          ...(fields.hourlyRateCents !== undefined ? { hourlyRateCents: fields.hourlyRateCents } : {}),
          ...(fields.country !== undefined ? { country: fields.country } : {}),
          ...(fields.categoryId !== undefined ? { primaryCategoryId: fields.categoryId } : {}),
        },
      });
    if (fields.skillIds) {
      await tx.delete(freelancerSkills).where(eq(freelancerSkills.userId, userId));
      if (fields.skillIds.length)
        await tx
          .insert(freelancerSkills)
          .values(fields.skillIds.map((skillId, position) => ({ userId, skillId, position })));
    }
  });
}

/** What other modules change under Find Talent's index, written straight to their tables. */
export const changeUnderTalent = {
  renameUser: (db: Database, userId: string, name: string, photoUrl: string | null = null) =>
    db.update(users).set({ name, profilePic: photoUrl }).where(eq(users.id, userId)),
  renameSkill: (db: Database, skillId: string, name: string) =>
    db.update(skills).set({ name }).where(eq(skills.id, skillId)),
  renameCategory: (db: Database, categoryId: string, name: string) =>
    db.update(categories).set({ name }).where(eq(categories.id, categoryId)),
  /** As account deletion does: the profile, then the user. */
  removeProfile: (db: Database, userId: string) =>
    db.delete(freelancerProfiles).where(eq(freelancerProfiles.userId, userId)),
  removeUser: (db: Database, userId: string) => db.delete(users).where(eq(users.id, userId)),
};
