import type { GetFreelancersQuery, GetFreelancersResponse, TalentSort } from '@skillora/shared';
import { SEARCH_FRESHNESS_MS } from '../../config';
import type { Clock } from '../../lib/clock';
import { paginate } from '../../lib/paginate';
import { createSearchCache } from '../../lib/search-cache';
import type { TalentSearchRepository } from './talent-search.repository';

/** Best match needs words to rank by; without `q` it falls back to newest. */
export const sortOf = (query: GetFreelancersQuery): TalentSort => {
  const sort = query.sort ?? (query.q ? 'best_match' : 'newest');
  return sort === 'best_match' && !query.q ? 'newest' : sort;
};

type Options = {
  /** `SEARCH_CACHE_MS`: how long an answer is served again (ADR 043); 0 reads through every time. */
  cacheMs: number;
  clock: Clock;
  /** `uow.commits`: a profile written through this instance shows in its next search. */
  generation: () => number;
};

/** Find Talent's answers are the same for everyone: kept briefly, as visitors' job searches are (ADR 043). */
export function createTalentSearchService(
  search: TalentSearchRepository,
  { cacheMs, clock, generation }: Options,
) {
  const answers = createSearchCache<GetFreelancersResponse>({
    ttlMs: cacheMs,
    freshnessMs: SEARCH_FRESHNESS_MS,
    clock,
    generation,
  });
  return {
    search(query: GetFreelancersQuery): Promise<GetFreelancersResponse> {
      return answers.get(query, async () => {
        const { rows, total } = await search.search(query, sortOf(query));
        return paginate.page(rows, total, query);
      });
    },
  };
}
