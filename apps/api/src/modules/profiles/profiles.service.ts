import {
  earningsBand,
  PORTFOLIO_IMAGES_MAX,
  PORTFOLIO_ITEMS_MAX,
  profileCompleteness,
} from '@skillora/shared';
import type {
  ClientProfile,
  ClientProfileFields,
  FreelancerProfile,
  FreelancerProfileFields,
  PortfolioItem,
  PublicFreelancerProfile,
} from '@skillora/shared/schemas/profiles';
import { type Clock, systemClock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { Repositories, UnitOfWork } from '../../outbox';
import { findCatalogEntries } from '../catalog';
import { fileUrl, processImage } from '../files';
import { reputationOf } from '../reviews';
import type { PortfolioFields } from './profiles.repository';
import './repositories';

type Upload = { bytes: Buffer; filename: string };

/** A re-encoded upload kept as its owner's public file: photos and portfolio images are shown to anyone. */
const publicImageFile = (
  ownerId: string,
  kind: 'photo' | 'portfolio_image',
  image: Awaited<ReturnType<typeof processImage>>,
  upload: Upload,
) => ({
  ownerId,
  kind,
  isPublic: true,
  contentType: image.contentType,
  bytes: image.bytes,
  originalName: upload.filename,
  width: image.width,
  height: image.height,
});

declare module '../../outbox' {
  interface EventMap {
    /** A user's photo changed: every instance's session cache forgets the old photo URL. */
    'profile.photo-changed': { userId: string };
    /** A freelancer saved their profile (title, overview, rate, skills…): matching enrols them in its weekly mail. */
    'profile.saved': { userId: string };
  }
}

export const PORTFOLIO_ITEM_NOT_FOUND = 'Portfolio item not found';
const FREELANCER_NOT_FOUND = 'Freelancer not found';

/** The profile's skills in the freelancer's order and its category, named as the catalog names them. */
async function readCatalogNames(repos: Repositories, skillIds: string[], categoryId: string | null) {
  const found = await findCatalogEntries(repos, categoryId, skillIds);
  const byId = new Map(found.skills.map((s) => [s.id, { _id: s.id, name: s.name }]));
  return {
    skills: skillIds.flatMap((id) => byId.get(id) ?? []),
    category: found.category ? { _id: found.category.id, name: found.category.name } : null,
  };
}

async function readFreelancer(repos: Repositories, userId: string) {
  const user = await repos.users.findById(userId);
  if (!user) throw notFound(FREELANCER_NOT_FOUND);
  const repo = repos.profiles;
  const [profile, skillIds, portfolio] = await Promise.all([
    repo.findFreelancerProfile(userId),
    repo.skillIdsOf(userId),
    repo.portfolioOf(userId),
  ]);
  const { skills, category } = await readCatalogNames(repos, skillIds, profile?.primaryCategoryId ?? null);
  const view: FreelancerProfile = {
    userId,
    name: user.name,
    photoUrl: user.photoFileId ? fileUrl(user.photoFileId) : null,
    title: profile?.title ?? '',
    overview: profile?.overview ?? '',
    skills,
    primaryCategory: category,
    hourlyRateCents: profile?.hourlyRateCents ?? null,
    country: profile?.country ?? null,
    timeZone: profile?.timeZone ?? null,
    languages: profile?.languages ?? [],
    employment: profile?.employment ?? [],
    education: profile?.education ?? [],
    portfolio,
    completeness: profileCompleteness({
      hasPhoto: user.photoFileId !== null,
      title: profile?.title ?? '',
      overview: profile?.overview ?? '',
      skillCount: skills.length,
      hourlyRateCents: profile?.hourlyRateCents ?? null,
      primaryCategoryId: profile?.primaryCategoryId ?? null,
      country: profile?.country ?? null,
      timeZone: profile?.timeZone ?? null,
      languageCount: profile?.languages.length ?? 0,
      portfolioCount: portfolio.length,
    }),
  };
  return { user, view };
}

/** Whether a freelancer may send proposals yet, and what is missing (the proposals module asks). */
export async function readProposalReadiness(repos: Repositories, freelancerId: string) {
  const { view } = await readFreelancer(repos, freelancerId);
  return view.completeness;
}

export function createProfilesService(uow: UnitOfWork, clock: Clock = systemClock) {
  const profiles = uow.read.profiles;

  /** New skills must be listed in the catalog; ones the profile already has may stay if since unlisted. */
  async function assertCatalog(repos: Repositories, userId: string, fields: FreelancerProfileFields) {
    const kept = new Set(await repos.profiles.skillIdsOf(userId));
    const added = fields.skillIds.filter((id) => !kept.has(id));
    const found = await findCatalogEntries(repos, fields.primaryCategoryId, added);
    if (found.skills.filter((s) => s.isListed).length !== added.length)
      throw badRequest('Choose skills from the list');
    if (fields.primaryCategoryId) {
      const { category } = found;
      const current = await repos.profiles.findFreelancerProfile(userId);
      const isKept = current?.primaryCategoryId === fields.primaryCategoryId;
      if (!category || (!category.isListed && !isKept)) throw badRequest('Choose a category from the list');
    }
  }

  async function mine(userId: string): Promise<FreelancerProfile> {
    return (await readFreelancer(uow.read, userId)).view;
  }

  async function getClient(userId: string): Promise<ClientProfile> {
    const user = await uow.read.users.findById(userId);
    if (!user) throw notFound('Client not found');
    const [profile, jobsPosted, hires] = await Promise.all([
      profiles.findClientProfile(userId),
      uow.read.jobFacts.countPosted(userId),
      uow.read.contractStats.hiresOf(userId),
    ]);
    return {
      userId,
      name: user.name,
      photoUrl: user.photoFileId ? fileUrl(user.photoFileId) : null,
      companyName: profile?.companyName ?? null,
      about: profile?.about ?? '',
      location: profile?.location ?? null,
      website: profile?.website ?? null,
      memberSince: user.createdAt.toISOString(),
      jobsPosted,
      hires,
    };
  }

  /** The new photo replaces the old one, whose file is deleted in the same transaction. */
  async function storePhoto(
    userId: string,
    upload: Upload,
    { unlessChosen }: { unlessChosen: boolean },
  ): Promise<string | null> {
    const image = await processImage(upload.bytes, 'photo');
    return uow.run(async (tx) => {
      // Locked: two photo changes at once take turns, and no replaced file is left behind.
      const user = await tx.repos.users.lock(userId);
      if (!user || (unlessChosen && user.photoFileId)) return null;
      const files = tx.repos.files;
      const stored = await files.put(publicImageFile(userId, 'photo', image, upload));
      await tx.repos.users.setPhoto(userId, { photoFileId: stored.id, profilePic: fileUrl(stored.id) });
      if (user.photoFileId) await files.remove(user.photoFileId, userId);
      tx.emit('profile.photo-changed', `user:${userId}`, { userId });
      return stored.url;
    });
  }
  return {
    getFreelancer: mine,

    async saveFreelancer(userId: string, fields: FreelancerProfileFields) {
      await uow.run(async ({ repos, emit }) => {
        await assertCatalog(repos, userId, fields);
        await repos.profiles.saveFreelancerProfile(userId, fields);
        emit('profile.saved', `user:${userId}`, { userId });
      });
      return { data: await mine(userId), message: 'Profile saved' };
    },

    /** Anyone may read a freelancer's profile; blocked users and other roles are not found. */
    async getPublic(userId: string): Promise<PublicFreelancerProfile> {
      const { user, view } = await readFreelancer(uow.read, userId);
      if (user.role !== 'freelancer' || user.status !== 'active') throw notFound(FREELANCER_NOT_FOUND);
      const { completeness: _completeness, ...rest } = view;
      const [{ jobsCompleted, earnedCents }, reputation] = await Promise.all([
        uow.read.contractStats.forFreelancer(userId),
        reputationOf(uow.read, [userId], clock.now()),
      ]);
      return {
        id: userId,
        ...rest,
        memberSince: user.createdAt.toISOString(),
        jobsCompleted,
        earningsBand: earningsBand(earnedCents),
        reputation: reputation.get(userId)!,
      };
    },

    async addPortfolioItem(userId: string, fields: PortfolioFields) {
      const id = await uow.run(async ({ repos }) => {
        if ((await repos.profiles.countPortfolioItems(userId)) >= PORTFOLIO_ITEMS_MAX)
          throw conflict(`A portfolio holds at most ${PORTFOLIO_ITEMS_MAX} items`);
        return repos.profiles.insertPortfolioItem(userId, fields);
      });
      return { data: await portfolioItem(userId, id), message: 'Portfolio item added' };
    },

    async editPortfolioItem(userId: string, id: string, fields: PortfolioFields) {
      if (!(await uow.run(({ repos }) => repos.profiles.updatePortfolioItem(id, userId, fields))))
        throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
      return { data: await portfolioItem(userId, id), message: 'Portfolio item saved' };
    },

    async deletePortfolioItem(userId: string, id: string) {
      await uow.run(async (tx) => {
        const repo = tx.repos.profiles;
        const item = await repo.lockPortfolioItem(id, userId);
        if (!item) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
        await repo.deletePortfolioItem(id);
        for (const image of item.images) await tx.repos.files.remove(image.fileId, userId);
      });
      return { message: 'Portfolio item deleted' };
    },

    /** Re-encodes the image first (outside the transaction: it is slow), then stores and links it. */
    async addPortfolioImage(userId: string, id: string, upload: Upload) {
      const image = await processImage(upload.bytes, 'portfolio');
      await uow.run(async (tx) => {
        const repo = tx.repos.profiles;
        const item = await repo.lockPortfolioItem(id, userId);
        if (!item) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
        const taken = new Set(item.images.map((i) => i.position));
        const position = [0, 1, 2].find((p) => !taken.has(p));
        if (position === undefined || item.images.length >= PORTFOLIO_IMAGES_MAX)
          throw conflict(`A portfolio item holds at most ${PORTFOLIO_IMAGES_MAX} images`);
        const stored = await tx.repos.files.put(publicImageFile(userId, 'portfolio_image', image, upload));
        await repo.addPortfolioImage(id, position, stored.id);
      });
      return { data: await portfolioItem(userId, id), message: 'Image added' };
    },

    async removePortfolioImage(userId: string, id: string, fileId: string) {
      await uow.run(async (tx) => {
        const repo = tx.repos.profiles;
        const item = await repo.lockPortfolioItem(id, userId);
        if (!item?.images.some((i) => i.fileId === fileId)) throw notFound('Image not found');
        await tx.repos.files.remove(fileId, userId);
      });
      return { data: await portfolioItem(userId, id), message: 'Image removed' };
    },

    async setPhoto(userId: string, upload: Upload) {
      const photoUrl = await storePhoto(userId, upload, { unlessChosen: false });
      if (!photoUrl) throw notFound();
      return { data: { photoUrl } };
    },

    /** The sign-in provider's photo, unless the user has chosen one meanwhile (handlers may run twice). */
    async importPhoto(userId: string, bytes: Buffer) {
      await storePhoto(userId, { bytes, filename: 'provider-photo' }, { unlessChosen: true });
    },

    getClient,

    async saveClient(userId: string, fields: ClientProfileFields) {
      await uow.run(({ repos }) => repos.profiles.saveClientProfile(userId, fields));
      return { data: await getClient(userId), message: 'Profile saved' };
    },
  };

  async function portfolioItem(userId: string, id: string): Promise<PortfolioItem> {
    const item = (await profiles.portfolioOf(userId)).find((i) => i.id === id);
    if (!item) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
    return item;
  }
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
