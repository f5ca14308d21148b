import type { PublicCatalogItem } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { findCatalogEntries } from '../catalog';

type JobRef = { id: string; categoryId: string | null; skillIds?: readonly string[] };
type ProposalCounts = { proposalCount: number; liveProposalCount: number };

export type JobExtras = {
  category: (job: JobRef) => PublicCatalogItem | null;
  /** By name, ignoring case. */
  skills: (job: JobRef) => PublicCatalogItem[];
  counts: (job: JobRef) => ProposalCounts;
};

const NO_PROPOSALS: ProposalCounts = { proposalCount: 0, liveProposalCount: 0 };

/**
 * What a job list or page shows beside a job's own columns, read from the modules that own it: the
 * names of its category and skills (catalog) and its proposal counts (proposals). Two statements for
 * any number of jobs (none for none); `repos` is `uow.read` or `tx.repos`.
 */
export async function readJobExtras(
  repos: Repositories,
  jobs: readonly JobRef[],
  { withSkills }: { withSkills: boolean },
): Promise<JobExtras> {
  if (jobs.length === 0) return { category: () => null, skills: () => [], counts: () => NO_PROPOSALS };
  const categoryIds = jobs.flatMap((job) => (job.categoryId ? [job.categoryId] : []));
  const skillIds = withSkills ? jobs.flatMap((job) => job.skillIds ?? []) : [];
  const [catalog, counts] = await Promise.all([
    repos.catalogEntries.find(categoryIds, skillIds),
    repos.proposalFacts.countsByJob(jobs.map((job) => job.id)),
  ]);
  const categories = new Map(catalog.categories.map((c) => [c.id, { _id: c.id, name: c.name }]));
  return {
    category: (job) => (job.categoryId ? (categories.get(job.categoryId) ?? null) : null),
    skills: (job) => {
      const ids = new Set(job.skillIds);
      return catalog.skills.filter((s) => ids.has(s.id)).map((s) => ({ _id: s.id, name: s.name }));
    },
    counts: (job) => counts.get(job.id) ?? NO_PROPOSALS,
  };
}

/** A job's search text of its skills (ADR 010): their names as the catalog orders them. */
export const skillNamesText = (skills: readonly { name: string }[]) => skills.map((s) => s.name).join(' ');

/** The same, read from the catalog. */
export async function readSkillNames(repos: Repositories, skillIds: readonly string[]): Promise<string> {
  return skillNamesText((await findCatalogEntries(repos, null, skillIds)).skills);
}

/** Rewrites the search text of every job that has the skill (after the skill is renamed). */
export async function refreshSkillNames(repos: Repositories, skillId: string): Promise<void> {
  const affected = await repos.jobs.skillsOfJobsWith(skillId);
  if (affected.length === 0) return;
  const { skills } = await findCatalogEntries(
    repos,
    null,
    affected.flatMap((job) => job.skillIds),
  );
  await repos.jobs.setSkillNames(
    affected.map((job) => {
      const ids = new Set(job.skillIds);
      return { id: job.id, skillNames: skillNamesText(skills.filter((s) => ids.has(s.id))) };
    }),
  );
}
