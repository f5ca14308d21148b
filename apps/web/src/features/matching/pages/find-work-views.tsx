import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { StatusFilter } from '../../../components/ui/status-filter';
import { useQueryState } from '../../../hooks/use-query-state';
import { useProfileIsReady } from '../api/get-best-matches';
import { SearchToRecent } from '../components/search-to-recent';

// Its own chunk: Find Work's search chunk has no room left (scripts/check-bundle-budget.mjs, ADR 036).
const BestMatches = lazy(async () => ({ default: (await import('../components/best-matches')).BestMatches }));
const CompleteProfileHint = lazy(async () => ({
  default: (await import('../components/best-matches')).CompleteProfileHint,
}));

type View = 'best' | 'recent';
const VIEWS: ReadonlyArray<{ value: View; label: string }> = [
  { value: 'best', label: 'Best matches' },
  { value: 'recent', label: 'Most recent' },
];

/**
 * /freelancer/jobs: Best matches (the default when my profile is complete) or Most recent (the job
 * search, `recent`, which the app hands in), one click apart; the choice stays in the URL (`?view=`).
 */
export function FindWorkViews({ recent }: { recent: ReactNode }) {
  const [state, setState] = useQueryState(['view', 'page', 'q']);
  const [params] = useSearchParams();
  const isReady = useProfileIsReady();
  // A link with a search or filters in it (`?q=`, `?skills=`…) asks for the search's results.
  const isSearch = [...params.keys()].some((key) => key !== 'page' && key !== 'view');
  const asked = state.view === 'best' || state.view === 'recent' ? state.view : isSearch ? 'recent' : null;
  if (!asked && isReady.isPending) return <Spinner label="Loading Find Work" />;
  const view: View = asked ?? (isReady.data ? 'best' : 'recent');
  const switcher = (
    <StatusFilter<View>
      label="Show jobs"
      value={view}
      options={VIEWS}
      onChange={(next) => setState({ view: next || 'best', page: '' })}
    />
  );
  if (view === 'recent')
    return (
      <>
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">{switcher}</div>
        {recent}
      </>
    );
  return (
    <PageShell title="Find work" actions={switcher}>
      <SearchToRecent onSearch={(q) => setState({ view: 'recent', q, page: '' })} />
      <Suspense fallback={<Spinner label="Loading your best matches" />}>
        {isReady.data === false && <CompleteProfileHint />}
        <BestMatches />
      </Suspense>
    </PageShell>
  );
}
