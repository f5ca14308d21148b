import type { DashboardStats } from '@skillora/shared';
import { Money } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { PageHeader } from '../components/page-header';
import { StatCard, type StatCardProps } from '../components/stat-card';
import { useLogError } from '../hooks/use-log-error';

type ListedCounts = DashboardStats['categories'];
type Card = Omit<StatCardProps, 'isLoading'>;

/** A catalog's card: how many entries in all, and how many of them are listed. */
const catalogCard = (
  label: string,
  counts: ListedCounts | undefined,
  icon: Card['icon'],
  to: string,
  tone: Card['tone'],
): Card => ({
  label,
  value: counts && counts.listed + counts.unlisted,
  detail: counts && `${counts.listed} listed · ${counts.unlisted} unlisted`,
  icon,
  to,
  tone,
});

const jobsDetail = (jobs: DashboardStats['jobs'] | undefined) =>
  jobs && `${jobs.draft} ${jobs.draft === 1 ? 'draft' : 'drafts'} · ${jobs.closed} closed`;

/** People, jobs, then the two catalogs; undefined values while the counts load. */
const summaryCards = (data: DashboardStats | undefined): Card[] => [
  { label: 'Clients', value: data?.clients, icon: 'clients', to: '/admin/clients' },
  {
    label: 'Freelancers',
    value: data?.freelancers,
    icon: 'freelancers',
    to: '/admin/freelancers',
    tone: 'sky',
  },
  { label: 'Blocked users', value: data?.blockedUsers, icon: 'blocked', tone: 'rose' },
  {
    label: 'Open jobs',
    value: data?.jobs.open,
    detail: jobsDetail(data?.jobs),
    icon: 'jobs',
    to: '/admin/jobs?status=open',
  },
  {
    label: 'Unlisted jobs',
    value: data?.jobs.unlisted,
    detail: 'Hidden by an admin',
    icon: 'hidden',
    to: '/admin/jobs?listing=unlisted',
    tone: 'rose',
  },
  {
    label: 'Proposals',
    value: data?.proposals,
    detail: 'Not counting withdrawn ones',
    icon: 'proposals',
    tone: 'sky',
  },
  catalogCard('Job categories', data?.categories, 'categories', '/admin/job-categories', 'amber'),
  catalogCard('Skills', data?.skills, 'skills', '/admin/skills', 'emerald'),
];

const money = { formatValue: (cents: number) => <Money cents={cents} />, icon: 'payments' } as const;

const escrowCards = (data: DashboardStats | undefined): Card[] => [
  {
    label: 'Active contracts',
    value: data?.contracts.active,
    detail: data && `${data.contracts.ended} completed`,
    icon: 'contracts',
    to: '/admin/contracts',
  },
  {
    ...money,
    label: 'Held in escrow',
    value: data?.escrow.heldCents,
    detail: 'Funded, not yet released or refunded',
    to: '/admin/payments',
    tone: 'amber',
  },
  {
    ...money,
    label: 'Released',
    value: data?.escrow.releasedCents,
    detail: 'To freelancers, fees included',
    tone: 'emerald',
  },
  { ...money, label: 'Fees earned', value: data?.escrow.feesCents, tone: 'sky' },
];

/** The counts the admin manages, read from the database on every visit. */
export function AdminDashboardPage() {
  const { user } = useSession();
  const { data, error, isPending } = useDashboard();
  useLogError(error);
  const cards = (list: Card[]) =>
    list.map((card) => <StatCard key={card.label} isLoading={isPending} {...card} />);
  return (
    <>
      <PageHeader title="Dashboard" subtitle={user ? `Welcome back, ${user.name}.` : undefined} />
      {/* Rows of three on wide screens: people, jobs, then the two catalogs sharing a row. */}
      <section
        aria-label="Summary"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-6 xl:*:col-span-2 xl:[&>*:nth-child(n+7)]:col-span-3"
      >
        {cards(summaryCards(data))}
      </section>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-gray-900 dark:text-white">Contracts and escrow</h2>
      <section aria-label="Contracts and escrow" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards(escrowCards(data))}
      </section>
    </>
  );
}
