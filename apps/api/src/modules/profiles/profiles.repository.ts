import type {
  ClientProfileFields,
  FreelancerProfileFields,
  PortfolioItem,
} from '@skillora/shared/schemas/profiles';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
    async findFreelancerProfile(userId: string) {
      const [row] = await db.select().from(freelancerProfiles).where(eq(freelancerProfiles.userId, userId));
      return row ?? null;
    },

    /**
     * The profile's skills in the freelancer's order (kept even if since unlisted); their names are
     * the catalog's.
     */
    async skillIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: freelancerSkills.skillId })
        .from(freelancerSkills)
        .where(eq(freelancerSkills.userId, userId))
        .orderBy(asc(freelancerSkills.position));
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
     * True when the freelancer's profile allows proposals: title, overview, skills and rate filled,
     * the rule of `profileCompleteness` (packages/shared/src/profiles.ts) in one statement, for the
     * job page.
     */
    async isReadyToPropose(freelancerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: freelancerProfiles.userId })
        .from(freelancerProfiles)
        .where(
          and(
            eq(freelancerProfiles.userId, freelancerId),
            sql`${freelancerProfiles.title} <> '' and ${freelancerProfiles.overview} <> ''`,
            sql`${freelancerProfiles.hourlyRateCents} is not null`,
            sql`exists (select 1 from ${freelancerSkills} where ${freelancerSkills.userId} = ${freelancerProfiles.userId})`,
          ),
        );
      return row !== undefined;
    },

    /** Deleting an account whose row stays: the profiles and portfolio go with the person. */
    async forget(userId: string): Promise<void> {
      await db.delete(freelancerProfiles).where(eq(freelancerProfiles.userId, userId));
      await db.delete(clientProfiles).where(eq(clientProfiles.userId, userId));
      await db.delete(portfolioItems).where(eq(portfolioItems.freelancerId, userId));
    },

    /** The words of these freelancers' portfolios (titles and descriptions), for matching (ADR 036). */
    async portfolioTextOf(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: portfolioItems.freelancerId,
          text: sql<string>`string_agg(${portfolioItems.title} || '. ' || ${portfolioItems.description}, ' ')`,
        })
        .from(portfolioItems)
        .where(inArray(portfolioItems.freelancerId, [...new Set(userIds)]))
        .groupBy(portfolioItems.freelancerId);
      return new Map(rows.map((row) => [row.userId, row.text]));
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
