import type { DashboardStats } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { useSession } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { PageHeader } from '../components/page-header';
import { StatCard } from '../components/stat-card';
import { useLogError } from '../hooks/use-log-error';

type ListedCounts = DashboardStats['categories'];

const listedDetail = (counts: ListedCounts | undefined) =>
  counts && `${counts.listed} listed · ${counts.unlisted} unlisted`;
const total = (counts: ListedCounts | undefined) => counts && counts.listed + counts.unlisted;
const jobsDetail = (jobs: DashboardStats['jobs'] | undefined) =>
  jobs && `${jobs.draft} ${jobs.draft === 1 ? 'draft' : 'drafts'} · ${jobs.closed} closed`;

/** The counts the admin manages, read from the database on every visit. */
export function AdminDashboardPage() {
  const { user } = useSession();
  const { data, error, isPending } = useDashboard();
  useLogError(error);
  return (
    <>
      <PageHeader title="Dashboard" subtitle={user ? `Welcome back, ${user.name}.` : undefined} />
      {/* Rows of three on wide screens: people, jobs, then the two catalogs sharing a row. */}
      <section
        aria-label="Summary"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-6 xl:*:col-span-2 xl:[&>*:nth-child(n+7)]:col-span-3"
      >
        <StatCard
          isLoading={isPending}
          label="Clients"
          value={data?.clients}
          icon="clients"
          to="/admin/clients"
        />
        <StatCard
          isLoading={isPending}
          label="Freelancers"
          value={data?.freelancers}
          icon="freelancers"
          to="/admin/freelancers"
          tone="sky"
        />
        <StatCard
          isLoading={isPending}
          label="Blocked users"
          value={data?.blockedUsers}
          icon="blocked"
          tone="rose"
        />
        <StatCard
          isLoading={isPending}
          label="Open jobs"
          value={data?.jobs.open}
          detail={jobsDetail(data?.jobs)}
          icon="jobs"
          to="/admin/jobs?status=open"
        />
        <StatCard
          isLoading={isPending}
          label="Unlisted jobs"
          value={data?.jobs.unlisted}
          detail="Hidden by an admin"
          icon="hidden"
          to="/admin/jobs?listing=unlisted"
          tone="rose"
        />
        <StatCard
          isLoading={isPending}
          label="Proposals"
          value={data?.proposals}
          detail="Not counting withdrawn ones"
          icon="proposals"
          tone="sky"
        />
        <StatCard
          isLoading={isPending}
          label="Job categories"
          value={total(data?.categories)}
          detail={listedDetail(data?.categories)}
          icon="categories"
          to="/admin/job-categories"
          tone="amber"
        />
        <StatCard
          isLoading={isPending}
          label="Skills"
          value={total(data?.skills)}
          detail={listedDetail(data?.skills)}
          icon="skills"
          to="/admin/skills"
          tone="emerald"
        />
      </section>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-gray-900 dark:text-white">Contracts and escrow</h2>
      <section aria-label="Contracts and escrow" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          isLoading={isPending}
          label="Active contracts"
          value={data?.contracts.active}
          detail={data && `${data.contracts.ended} completed`}
          icon="contracts"
          to="/admin/contracts"
        />
        <StatCard
          isLoading={isPending}
          label="Held in escrow"
          value={data?.escrow.heldCents}
          formatValue={formatMoney}
          detail="Funded, not yet released or refunded"
          icon="payments"
          to="/admin/payments"
          tone="amber"
        />
        <StatCard
          isLoading={isPending}
          label="Released"
          value={data?.escrow.releasedCents}
          formatValue={formatMoney}
          detail="To freelancers, fees included"
          icon="payments"
          tone="emerald"
        />
        <StatCard
          isLoading={isPending}
          label="Fees earned"
          value={data?.escrow.feesCents}
          formatValue={formatMoney}
          icon="payments"
          tone="sky"
        />
      </section>
    </>
  );
}
