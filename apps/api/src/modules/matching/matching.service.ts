import type {
  AssistJobResponse,
  GetBestMatchesQuery,
  GetBestMatchesResponse,
  GetJobSuggestionsResponse,
  GetProposalHintsResponse,
} from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import { anyWordQuery } from '../../lib/search-sql';
import type { UnitOfWork } from '../../outbox';
import { findCatalogEntries } from '../catalog';
import { readJobCandidates, readJobForMatching, readJobState, readSimilarJobs } from '../jobs';
import { budgetFrom, categoryFrom, entriesNamedIn, middleHalfOf, skillsFrom, titleFrom } from './assistant';
import { lexicalRanker } from './lexical-ranker';
import {
  explainItems,
  type FreelancerSide,
  type JobSide,
  type Ranker,
  rankItems,
  type Scored,
} from './ranker';
import { ASSIST, BID_HINTS, LIMITS } from './weights';
import { queryWordsOf } from './words';

type JobCandidate = Awaited<ReturnType<typeof readJobCandidates>>[number] & { score: number };
/** Ranked jobs, and why those shown matched: only the shown are explained (ranker.ts). */
type RankedJobs = {
  ranked: JobCandidate[];
  explain: (shown: readonly JobCandidate[]) => Array<JobCandidate & Scored>;
};
const NO_JOBS: RankedJobs = { ranked: [], explain: () => [] };

const named = (entries: ReadonlyArray<{ id: string; name: string }>) =>
  entries.map(({ id, name }) => ({ id, name }));

/**
 * Suggested freelancers for a client's job and best-matching jobs for a freelancer (issue 29, ADR
 * 036): candidates from SQL through their owners' repositories, re-ranked here by `ranker`.
 */
export function createMatchingService(uow: UnitOfWork, ranker: Ranker = lexicalRanker) {
  const repos = uow.read;

  /**
   * Open jobs ranked for the freelancer's profile, best first (at most 225, see LIMITS), and how to
   * explain those shown; with `publishedSince`, only those published since then (the weekly jobs mail).
   */
  async function rankedJobsFor(freelancerId: string, publishedSince?: Date): Promise<RankedJobs> {
    const profile = await repos.profiles.findFreelancerProfile(freelancerId);
    if (!profile) return NO_JOBS;
    const [skillIds, portfolios] = await Promise.all([
      repos.profiles.skillIdsOf(freelancerId),
      repos.profiles.portfolioTextOf([freelancerId]),
    ]);
    const catalog = await findCatalogEntries(repos, null, skillIds);
    const portfolio = portfolios.get(freelancerId) ?? '';
    const freelancer: FreelancerSide = {
      title: profile.title,
      overview: profile.overview,
      portfolio,
      categoryId: profile.primaryCategoryId,
      skills: named(catalog.skills),
      hourlyRateCents: profile.hourlyRateCents,
      reputation: null,
    };
    const text = [profile.title, ...catalog.skills.map((s) => s.name), profile.overview, portfolio].join(' ');
    const words = anyWordQuery(queryWordsOf(text, LIMITS.queryWords));
    if (skillIds.length === 0 && !words) return NO_JOBS;
    const candidates = await readJobCandidates(repos, {
      skillIds,
      words,
      // A title of filler words alone ("Freelancer") still finds jobs by the profile's words.
      titleWords: anyWordQuery(queryWordsOf(profile.title, LIMITS.queryWords)) ?? words,
      categoryId: profile.primaryCategoryId,
      publishedSince,
      pool: { skills: LIMITS.bestMatchSkillPool, text: LIMITS.bestMatchTextPool },
      limit: LIMITS.bestMatchBranch,
      categoryLimit: LIMITS.categoryCandidates,
    });
    const pairOf = (candidate: (typeof candidates)[number]) => ({
      job: {
        title: candidate.job.title,
        description: candidate.description,
        categoryId: candidate.categoryId,
        skills: candidate.job.skills.map(({ _id, name }) => ({ id: _id, name })),
        budget: candidate.job.budget,
      },
      freelancer,
    });
    return {
      ranked: await rankItems(ranker, candidates, pairOf),
      explain: (shown) => explainItems(ranker, shown, pairOf, 'freelancer'),
    };
  }

  return {
    async suggestionsFor(clientId: string, jobId: string): Promise<GetJobSuggestionsResponse> {
      // Reads that do not wait on each other run at once, each on a connection of its own: the
      // candidates' query (most of a request's time) beside the job's other facts (ADR 043). Who was
      // hired is read before the owner is checked; another client's job still answers nothing.
      const [job, hired] = await Promise.all([
        readJobForMatching(repos, jobId),
        repos.contractFacts.freelancerIdsHiredOn(jobId),
      ]);
      // Another client's job reads as missing, as everywhere else.
      if (job?.clientId !== clientId) throw notFound('Job not found');
      const words = anyWordQuery(queryWordsOf(`${job.title} ${job.description}`, LIMITS.queryWords));
      const [candidates, catalog, invited, proposed] = await Promise.all([
        repos.talentCandidates.candidatesFor({
          skillIds: job.skillIds,
          words,
          // A title of filler words alone ("Help needed") still finds people by the post's words.
          titleWords: anyWordQuery(queryWordsOf(job.title, LIMITS.queryWords)) ?? words,
          categoryId: job.categoryId,
          excludeIds: hired,
          limit: LIMITS.suggestionBranch,
          categoryLimit: LIMITS.categoryCandidates,
        }),
        findCatalogEntries(repos, null, job.skillIds),
        repos.invitations.freelancerIdsOn(jobId),
        repos.proposalFacts.freelancerIdsOn(jobId),
      ]);
      const jobSide: JobSide = { ...job, skills: named(catalog.skills) };
      const portfolios = await repos.profiles.portfolioTextOf(candidates.map((c) => c.id));
      const pairOf = (candidate: (typeof candidates)[number]) => ({
        job: jobSide,
        freelancer: {
          ...candidate,
          portfolio: portfolios.get(candidate.id) ?? '',
          skills: candidate.skills.map(({ _id, name }) => ({ id: _id, name })),
        },
      });
      const ranked = await rankItems(ranker, candidates, pairOf);
      const shown = explainItems(ranker, ranked.slice(0, LIMITS.suggestions), pairOf, 'client');
      const isInvited = new Set(invited);
      const hasProposed = new Set(proposed);
      return {
        data: shown.map((c) => ({
          freelancer: {
            id: c.id,
            name: c.name,
            title: c.title,
            photoUrl: c.photoUrl,
            hourlyRateCents: c.hourlyRateCents,
          },
          score: c.score,
          why: c.why,
          invited: isInvited.has(c.id),
          proposed: hasProposed.has(c.id),
        })),
      };
    },

    /**
     * Open jobs ranked for the freelancer's profile. The re-rank needs every candidate before it can
     * page, so a page is a slice of the candidates SQL returned, and `total` counts those.
     */
    async bestMatchesFor(freelancerId: string, query: GetBestMatchesQuery): Promise<GetBestMatchesResponse> {
      const { ranked, explain } = await rankedJobsFor(freelancerId);
      const start = (query.page - 1) * query.limit;
      const page = explain(ranked.slice(start, start + query.limit)).map(({ job, score, why }) => ({
        job,
        score,
        why,
      }));
      return paginate.page(page, ranked.length, query);
    },

    rankedJobsFor,

    /**
     * Suggestions for a job post from a one-line description (issue 29): read-only, nothing is
     * saved; the client applies each one with a click.
     */
    async assist(description: string): Promise<AssistJobResponse> {
      const catalog = await repos.catalogEntries.listed();
      const namedSkillIds = entriesNamedIn(description, catalog.skills).map((s) => s.id);
      const similar = await readSimilarJobs(repos, {
        skillIds: namedSkillIds,
        words: anyWordQuery(queryWordsOf(description, LIMITS.queryWords)),
        pool: ASSIST.similarPool,
        hiredPool: ASSIST.similarPool,
        limit: ASSIST.similarJobs,
      });
      const hired = await repos.contractFacts.jobIdsWithHire(similar.map((job) => job.id));
      return {
        data: {
          title: titleFrom(description),
          categoryId: categoryFrom(description, catalog.categories, similar),
          skillIds: skillsFrom(description, catalog.skills, similar),
          budget: budgetFrom(similar.filter((job) => hired.has(job.id)).map((job) => job.budget)),
        },
      };
    },

    /**
     * Beside a proposal on a public job (issue 29): the job's skills, each marked when the
     * freelancer's profile shows it, and the middle half of the bids on similar jobs with the same
     * kind of budget (the job's own bids are the client's business, so they are left out).
     */
    async proposalHintsFor(freelancerId: string, jobId: string): Promise<GetProposalHintsResponse> {
      const [state, job] = await Promise.all([readJobState(repos, jobId), readJobForMatching(repos, jobId)]);
      if (!state?.isListed || state.status === 'draft' || !job) throw notFound('Job not found');
      const [catalog, mine] = await Promise.all([
        findCatalogEntries(repos, null, job.skillIds),
        repos.profiles.skillIdsOf(freelancerId),
      ]);
      const onProfile = new Set(mine);
      const type = job.budget?.type ?? 'fixed';
      const similar = (
        await readSimilarJobs(repos, {
          skillIds: job.skillIds,
          words: anyWordQuery(queryWordsOf(`${job.title} ${job.description}`, LIMITS.queryWords)),
          pool: BID_HINTS.similarPool,
          limit: BID_HINTS.similarJobs,
        })
      ).filter((other) => other.id !== jobId && other.budget?.type === type);
      const bids = await repos.proposalFacts.bidsOn(similar.map((other) => other.id));
      const range = middleHalfOf(
        bids.map((bid) => bid.bidCents),
        BID_HINTS.minBids,
      );
      return {
        data: {
          skills: catalog.skills.map((skill) => ({ name: skill.name, onProfile: onProfile.has(skill.id) })),
          bids: range && { type, ...range, count: bids.length },
        },
      };
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
