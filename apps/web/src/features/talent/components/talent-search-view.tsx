import type { FreelancerSummary, TalentSort } from '@skillora/shared';
import { FacetedSearch, type FacetedSearchConfig } from '../../../components/ui/faceted-search';
import { type TalentSearchParams, useTalentSearch } from '../api/search-talent';
import { type TalentSearchKey, talentSearchUrl } from '../lib/talent-search-url';
import { TalentCard } from './talent-card';
import { TalentFilters } from './talent-filters';

// Typed against TALENT_SORTS, whose module would bring zod along at runtime; the Record keeps them in step.
const SORT_LABELS: Record<TalentSort, string> = {
  best_match: 'Best match',
  rate_asc: 'Rate: low to high',
  rate_desc: 'Rate: high to low',
  newest: 'Newest',
  rating_desc: 'Rating: high to low',
  score_desc: 'Reputation score',
};

const TALENT_SEARCH: FacetedSearchConfig<TalentSearchKey, TalentSearchParams, FreelancerSummary, TalentSort> =
  {
    title: 'Find talent',
    intro:
      'Browse skilled freelancers, compare their rates and skills, and invite the right one to your job.',
    searchLabel: 'Search freelancers',
    resultsId: 'talent-results',
    noun: 'freelancer',
    texts: {
      loading: 'Loading freelancers…',
      failed: 'Failed to load freelancers',
      noMatch: 'No freelancers match your search',
      none: 'No freelancers yet',
      noneHint: 'Freelancers appear here once their profile is complete; check back soon.',
    },
    url: talentSearchUrl,
    useResults: useTalentSearch,
    sorts: SORT_LABELS,
    ranked: 'best_match',
    unranked: 'newest',
    filters: ({ params, onChange }) => <TalentFilters params={params} onChange={onChange} />,
  };

/** Find Talent. */
export function TalentSearchView() {
  return (
    <FacetedSearch config={TALENT_SEARCH}>
      {(freelancer, linkState) => <TalentCard freelancer={freelancer} linkState={linkState} />}
    </FacetedSearch>
  );
}
