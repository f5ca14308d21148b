import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { UrlTabs } from '../../../components/ui/url-tabs';
import { CONTRACT_STATUS_LABELS } from '../../../lib/labels';
import { lazyPage } from '../../../lib/lazy-page';
import { MessageButton } from '../../messages';
import { useContract, useTimeline } from '../api/contracts';
import { ContractTimeline } from '../components/contract-timeline';
import { EndContractButton } from '../components/end-contract-button';
import { MilestoneItem } from '../components/milestone-item';
import { MoneyFacts } from '../components/money-facts';
import { ProposeMilestoneForm } from '../components/propose-milestone-form';

const ContractReviews = lazyPage(() => import('../../reviews'), 'ContractReviewsSection');
// Only hourly contracts have one: it loads with them, not with every contract page.
const TimesheetSection = lazyPage(() => import('../components/timesheet-section'), 'TimesheetSection');

/** /{client,freelancer}/contracts/:id — parties, milestones with their states, money and timeline. */
export function ContractPage({ side }: { side: 'client' | 'freelancer' }) {
  const { id = '' } = useParams();
  const contract = useContract(id);
  const timeline = useTimeline(id);
  const back = { to: `/${side}/contracts`, label: 'Active Contract' };
  if (contract.isPending) return <Spinner label="Loading the contract" />;
  if (contract.isError) {
    return (
      <PageShell title="Contract" back={back}>
        <LoadError
          error={contract.error}
          fallback="Failed to load the contract"
          onRetry={() => void contract.refetch()}
        />
      </PageShell>
    );
  }
  const c = contract.data.data;
  // Invoices, bonuses, reviews and the timeline: the page of a fixed-price contract, an hourly one's Overview tab.
  const overview = (
    <>
      <h2 className="mt-8 text-xl font-semibold">
        {c.type === 'hourly' ? 'Weekly invoices and bonuses' : 'Milestones'}
      </h2>
      <ol className="mt-3 space-y-3">
        {c.milestones.map((m) => (
          <MilestoneItem
            key={m.id}
            contractId={c.id}
            milestone={m}
            side={side}
            otherName={side === 'client' ? c.freelancer.name : c.client.name}
          />
        ))}
      </ol>
      {side === 'client' && c.status === 'active' && c.type === 'fixed' && (
        <ProposeMilestoneForm contractId={c.id} />
      )}
      {side === 'freelancer' && c.milestones.some((m) => m.status === 'proposed') && (
        <p className="mt-3 text-sm">The client proposed a new milestone: accept it so it can be funded.</p>
      )}
      {/* Each side reviews the other once the contract ended (issue 26). */}
      {c.status === 'ended' && (
        <Suspense fallback={null}>
          <ContractReviews
            contractId={c.id}
            otherName={side === 'client' ? c.freelancer.name : c.client.name}
            ownName={side === 'client' ? c.client.name : c.freelancer.name}
          />
        </Suspense>
      )}
      <h2 className="mt-8 text-xl font-semibold">Timeline</h2>
      <ContractTimeline entries={timeline.data?.data} className="mt-3" />
    </>
  );
  return (
    <PageShell
      title={c.title}
      back={back}
      actions={
        <div className="flex flex-wrap gap-3">
          {/* The job's conversation continues into the contract (issue 16), for both parties. */}
          <MessageButton
            jobId={c.job.id}
            freelancerId={c.freelancer.id}
            name={side === 'client' ? c.freelancer.name : c.client.name}
            side={side}
          />
          {side === 'client' && c.status === 'active' && <EndContractButton contract={c} />}
          {/* Repeat business (issue 32): a direct offer to the same freelancer, no job post. */}
          {side === 'client' && c.status === 'ended' && (
            <Link className={buttonClass()} to={`/client/freelancers/${c.freelancer.id}/hire?from=${c.id}`}>
              Hire again
            </Link>
          )}
        </div>
      }
    >
      <p className="text-sm">
        Client <strong>{c.client.name}</strong> · Freelancer <strong>{c.freelancer.name}</strong> · Job{' '}
        {c.job.title} · {CONTRACT_STATUS_LABELS[c.status]}
      </p>
      <MoneyFacts
        label="Money"
        className="mt-4 sm:grid-cols-4"
        facts={[
          ['Total', c.summary.totalCents],
          ['In escrow', c.summary.inEscrowCents],
          ['Released', c.summary.releasedCents],
          ['Refunded', c.summary.refundedCents],
        ]}
      />
      {c.type === 'hourly' ? (
        <UrlTabs
          label="Contract"
          id="contract"
          className="mt-8"
          tabs={[
            { value: 'overview', label: 'Overview', panel: overview },
            {
              value: 'timesheet',
              label: 'Timesheet',
              panel: (
                <Suspense fallback={<Spinner label="Loading the timesheet" />}>
                  <TimesheetSection contractId={c.id} side={side} active={c.status === 'active'} />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        overview
      )}
    </PageShell>
  );
}
