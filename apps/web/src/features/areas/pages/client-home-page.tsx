import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LineIcon } from '../../../components/ui/line-icon';
import { lazyPage } from '../../../lib/lazy-page';
import { useSession } from '../../../lib/session';
import { ContractsOverview, loadHourlyWeekOverview } from '../../contracts';
import { OpenJobsOverview } from '../../jobs';

const POST_JOB_PATH = '/client/jobs/new';
const HourlyWeekOverview = lazyPage(loadHourlyWeekOverview, 'HourlyWeekOverview');

export function ClientHomePage() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome, {user?.name}</h1>
          <p className="mt-2 text-lg text-gray-700 dark:text-gray-300">
            Post a job and hire top talent for your next project.
          </p>
        </div>
        <Link to={POST_JOB_PATH} className={buttonClass('primary', 'min-h-12 px-6 text-base')}>
          <LineIcon d="M12 5v14M5 12h14" className="size-5" strokeWidth={2.5} />
          Post Job
        </Link>
      </div>
      <section aria-labelledby="overview-title" className="mt-10">
        <h2 id="overview-title" className="text-xl font-semibold">
          Overview
        </h2>
        <ContractsOverview />
        <Suspense fallback={null}>
          <HourlyWeekOverview />
        </Suspense>
        <OpenJobsOverview empty={<ContractsOverview whenNone={<EmptyOverview />} />} />
      </section>
    </div>
  );
}

function EmptyOverview() {
  return (
    <EmptyState
      className="mt-4"
      icon={
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-brand-100">
          <LineIcon d="M4 7h16v12H4zM9 7V5h6v2M4 12h16" className="size-7" />
        </span>
      }
      title="No job posts or contracts in progress right now"
      description="Jobs you post and contracts you start will show up here."
    />
  );
}
