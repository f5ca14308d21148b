import type { GetFreelancersQuery, GetFreelancersResponse, TalentSort } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { TalentSearchRepository } from './talent-search.repository';

/** Best match needs words to rank by; without `q` it falls back to newest. */
export const sortOf = (query: GetFreelancersQuery): TalentSort => {
  const sort = query.sort ?? (query.q ? 'best_match' : 'newest');
  return sort === 'best_match' && !query.q ? 'newest' : sort;
};

export function createTalentSearchService(search: TalentSearchRepository) {
  return {
    async search(query: GetFreelancersQuery): Promise<GetFreelancersResponse> {
      const { rows, total } = await search.search(query, sortOf(query));
      return paginate.page(rows, total, query);
    },
  };
}
