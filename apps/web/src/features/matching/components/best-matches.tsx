import { Link, useLocation } from 'react-router';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { useUrlPagedList } from '../../../hooks/use-url-list';
import { FindWorkEmpty } from '../../jobs';
import { useBestMatches } from '../api/get-best-matches';
import { MatchedJobCard } from './matched-job-card';

/** Find Work's Best matches: open jobs ranked for my profile, each with why (issue 29). */
export function BestMatches() {
  const list = useUrlPagedList(useBestMatches);
  const location = useLocation();
  return (
    <StandardPagedList
      list={list}
      label="Best matches pages"
      loadingLabel="Loading your best matches"
      failedFallback="Failed to load your best matches"
      empty={
        <FindWorkEmpty
          title="No matches yet"
          description="No open job shares your skills or the words of your profile yet. Most recent shows every open job."
        />
      }
      noun="match"
    >
      {(rows) => (
        <ol className="space-y-4" aria-label="Best matches, best first">
          {rows.map(({ job, score, why }) => (
            <li key={job.id}>
              <MatchedJobCard
                job={job}
                score={score}
                why={why}
                linkState={{ backTo: location.pathname + location.search }}
              />
            </li>
          ))}
        </ol>
      )}
    </StandardPagedList>
  );
}

/** Where a freelancer without a complete profile is sent to be matched. */
export function CompleteProfileHint() {
  return (
    <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
      Matches read your title, overview, skills and rate.{' '}
      <Link to="/freelancer/profile" className="font-medium text-brand-700 underline dark:text-brand-100">
        Complete your profile
      </Link>{' '}
      for better ones.
    </p>
  );
}
