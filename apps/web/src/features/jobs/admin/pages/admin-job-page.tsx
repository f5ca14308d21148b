import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { NotFoundPage } from '../../../../components/ui/not-found-page';
import { BackLink } from '../../../../components/ui/page-shell';
import { Spinner } from '../../../../components/ui/spinner';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { errorText } from '../../../../lib/api-client';
import { formatCount, formatDate } from '../../../../lib/format';
import { isNotFound } from '../../../../lib/is-not-found';
import { formatBudget, Money } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useAdminJob } from '../api/get-admin-job';
import { setJobListedFallback, useSetJobListed } from '../api/set-job-listed';
import { UnlistJobDialog } from '../components/unlist-job-dialog';

const card = 'rounded-xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';

/** /admin/jobs/:id: the whole job, its client and proposals count, and unlist/relist, for informed moderation. */
export function AdminJobPage() {
  const { id = '' } = useParams();
  const job = useAdminJob(id);
  const setListed = useSetJobListed();
  const [isConfirming, setIsConfirming] = useState(false);
  if (isNotFound(job.error)) return <NotFoundPage />;
  if (job.error)
    return <LoadError error={job.error} fallback="Failed to load the job" onRetry={job.refetch} />;
  if (!job.data) return <Spinner label="Loading the job" />;
  const data = job.data.data;
  const change = (isListed: boolean, reason?: string) =>
    setListed.mutate(
      { id, isListed, reason },
      {
        onSuccess: ({ message }) => {
          setIsConfirming(false);
          toast.success(message);
          void job.refetch();
        },
        onError: (err) => toast.error(errorText(err, setJobListedFallback(isListed))),
      },
    );
  return (
    <>
      <BackLink to="/admin/jobs" label="Jobs" />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-gray-900 dark:text-white">
            {data.title}
          </h1>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={data.status} />
            {!data.isListed && <StatusBadge status="unlisted" />}
          </div>
        </div>
        {data.isListed ? (
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            Unlist job
          </Button>
        ) : (
          <Button variant="secondary" disabled={setListed.isPending} onClick={() => change(true)}>
            {setListed.isPending ? 'Listing...' : 'List job again'}
          </Button>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <section aria-labelledby="job-description" className={card}>
          <h2 id="job-description" className="text-lg font-semibold">
            Description
          </h2>
          <p className="mt-3 [overflow-wrap:anywhere] whitespace-pre-line text-gray-800 dark:text-gray-200">
            {data.description}
          </p>
        </section>
        <section aria-labelledby="job-facts" className={card}>
          <h2 id="job-facts" className="text-lg font-semibold">
            Facts
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            {(
              [
                ['Client', `${data.client.name} (member since ${formatDate(data.client.memberSince)})`],
                ['Category', data.category?.name ?? 'No category yet'],
                ['Budget', <Money key="budget">{formatBudget(data.budget)}</Money>],
                ['Proposals', formatCount(data.proposalCount, 'proposal')],
                ['Posted', data.publishedAt ? formatDate(data.publishedAt) : 'Not posted'],
                ...(!data.isListed && data.unlistReason
                  ? [['Unlist reason', data.unlistReason] as const]
                  : []),
              ] satisfies (readonly [string, ReactNode])[]
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="text-gray-700 dark:text-gray-300">{term}</dt>
                <dd className="font-medium [overflow-wrap:anywhere] text-gray-900 dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <UnlistJobDialog
        job={isConfirming ? data : null}
        isPending={setListed.isPending}
        onConfirm={(_job, reason) => change(false, reason)}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
