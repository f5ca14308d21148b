import type {
  ClientProfileFields,
  FreelancerProfileFields,
  PortfolioItem,
} from '@skillora/shared/schemas/profiles';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, jobs, skills, users } from '../../db/schema';
import { fileUrl } from '../files';
import {
  clientProfiles,
  freelancerProfiles,
  freelancerSkills,
  portfolioImages,
  portfolioItems,
} from './schema';

export type PortfolioFields = { title: string; description: string; link: string | null };

export function createProfilesRepository(db: Executor) {
  return {
    async findUser(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          role: users.role,
          status: users.status,
          photoFileId: users.photoFileId,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The user's photo, locked: two photo changes at once take turns (no orphaned file). */
    async lockPhoto(userId: string) {
      const [row] = await db
        .select({ photoFileId: users.photoFileId })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    async findFreelancerProfile(userId: string) {
      const [row] = await db.select().from(freelancerProfiles).where(eq(freelancerProfiles.userId, userId));
      return row ?? null;
    },

    async skillsOf(userId: string) {
      return db
        .select({ _id: skills.id, name: skills.name })
        .from(freelancerSkills)
        .innerJoin(skills, eq(skills.id, freelancerSkills.skillId))
        .where(eq(freelancerSkills.userId, userId))
        .orderBy(asc(freelancerSkills.position));
    },

    async category(id: string) {
      const [row] = await db
        .select({ _id: categories.id, name: categories.name, isListed: categories.isListed })
        .from(categories)
        .where(eq(categories.id, id));
      return row ?? null;
    },

    /** How many of these skill ids are listed in the catalog. */
    async countListedSkills(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(skills)
        .where(and(inArray(skills.id, ids), eq(skills.isListed, true)));
      return row?.n ?? 0;
    },

    /** Skills the profile already has (kept even if since unlisted). */
    async currentSkillIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: freelancerSkills.skillId })
        .from(freelancerSkills)
        .where(eq(freelancerSkills.userId, userId));
      return rows.map((r) => r.id);
    },

    async saveFreelancerProfile(userId: string, fields: FreelancerProfileFields): Promise<void> {
      const { skillIds, ...columns } = fields;
      await db
        .insert(freelancerProfiles)
        .values({ userId, ...columns })
        .onConflictDoUpdate({
          target: freelancerProfiles.userId,
          set: { ...columns, updatedAt: sql`now()` },
        });
      await db.delete(freelancerSkills).where(eq(freelancerSkills.userId, userId));
      if (skillIds.length > 0)
        await db
          .insert(freelancerSkills)
          .values(skillIds.map((skillId, position) => ({ userId, skillId, position })));
    },

    async portfolioOf(freelancerId: string): Promise<PortfolioItem[]> {
      const items = await db
        .select({
          id: portfolioItems.id,
          title: portfolioItems.title,
          description: portfolioItems.description,
          link: portfolioItems.link,
        })
        .from(portfolioItems)
        .where(eq(portfolioItems.freelancerId, freelancerId))
        .orderBy(asc(portfolioItems.createdAt), asc(portfolioItems.id));
      if (items.length === 0) return [];
      const images = await db
        .select({ itemId: portfolioImages.itemId, fileId: portfolioImages.fileId })
        .from(portfolioImages)
        .where(
          inArray(
            portfolioImages.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(portfolioImages.position));
      return items.map((item) => ({
        ...item,
        images: images
          .filter((img) => img.itemId === item.id)
          .map((img) => ({ fileId: img.fileId, url: fileUrl(img.fileId) })),
      }));
    },

    async insertPortfolioItem(freelancerId: string, fields: PortfolioFields): Promise<string> {
      const [row] = await db
        .insert(portfolioItems)
        .values({ freelancerId, ...fields })
        .returning({ id: portfolioItems.id });
      return row!.id;
    },

    async countPortfolioItems(freelancerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(portfolioItems)
        .where(eq(portfolioItems.freelancerId, freelancerId));
      return row?.n ?? 0;
    },

    async updatePortfolioItem(id: string, freelancerId: string, fields: PortfolioFields): Promise<boolean> {
      const rows = await db
        .update(portfolioItems)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(portfolioItems.id, id), eq(portfolioItems.freelancerId, freelancerId)))
        .returning({ id: portfolioItems.id });
      return rows.length > 0;
    },

    /** The item, locked, with its images' positions; null when not the freelancer's. */
    async lockPortfolioItem(id: string, freelancerId: string) {
      const [item] = await db
        .select({ id: portfolioItems.id })
        .from(portfolioItems)
        .where(and(eq(portfolioItems.id, id), eq(portfolioItems.freelancerId, freelancerId)))
        .for('update');
      if (!item) return null;
      const images = await db
        .select({ position: portfolioImages.position, fileId: portfolioImages.fileId })
        .from(portfolioImages)
        .where(eq(portfolioImages.itemId, id));
      return { id, images };
    },

    async addPortfolioImage(itemId: string, position: number, fileId: string): Promise<void> {
      await db.insert(portfolioImages).values({ itemId, position, fileId });
    },

    async imageFileIdsOf(itemId: string): Promise<string[]> {
      const rows = await db
        .select({ fileId: portfolioImages.fileId })
        .from(portfolioImages)
        .where(eq(portfolioImages.itemId, itemId));
      return rows.map((r) => r.fileId);
    },

    async deletePortfolioItem(id: string): Promise<void> {
      await db.delete(portfolioItems).where(eq(portfolioItems.id, id));
    },

    async setPhoto(userId: string, fileId: string | null): Promise<void> {
      await db
        .update(users)
        .set({ photoFileId: fileId, profilePic: fileId ? fileUrl(fileId) : null, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async findClientProfile(userId: string) {
      const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId));
      return row ?? null;
    },

    async saveClientProfile(userId: string, fields: ClientProfileFields): Promise<void> {
      await db
        .insert(clientProfiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: clientProfiles.userId, set: { ...fields, updatedAt: sql`now()` } });
    },

    /**
     * Jobs the client has published (drafts are not "posted"). Read here, not through the jobs
     * module: jobs already reads profiles (a job's page), and the two would import each other.
     */
    async jobsPostedBy(clientId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.clientId, clientId), ne(jobs.status, 'draft')));
      return row?.n ?? 0;
    },

    /** What a proposal's card shows of these freelancers' profiles (title, rate), in one statement. */
    async freelancerCards(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: freelancerProfiles.userId,
          title: freelancerProfiles.title,
          hourlyRateCents: freelancerProfiles.hourlyRateCents,
        })
        .from(freelancerProfiles)
        .where(inArray(freelancerProfiles.userId, [...new Set(userIds)]));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
