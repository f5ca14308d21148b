import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { loadFreelancerHomeParts, usePendingOfferCount } from '../../contracts';
import { ProfileCompletionPrompt } from '../../profiles';
import { useOpenProposalCounts } from '../../proposals';

const ActiveContractSteps = lazyPage(loadFreelancerHomeParts, 'ActiveContractSteps');
const EarningsSummary = lazyPage(loadFreelancerHomeParts, 'EarningsSummary');

const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';
const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-100';

/**
 * Below the freelancer home's pitch (issue 31): the profile to finish, the work in progress and what
 * each contract waits for, the proposals and offers in play, and the money.
 */
export function FreelancerDashboard() {
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <h2 id="dashboard-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Your work at a glance
      </h2>
      <ProfileCompletionPrompt />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="dashboard-contracts" title="Active contracts" className="lg:row-span-2">
          <ActiveContractSteps />
        </Card>
        <Card id="dashboard-proposals" title="Proposals and offers">
          <ProposalsAndOffers />
        </Card>
        <Card id="dashboard-earnings" title="Earnings">
          <EarningsSummary />
        </Card>
      </div>
    </section>
  );
}

function Card({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${card} ${className}`}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <Suspense fallback={<p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Loading…</p>}>
        {children}
      </Suspense>
    </section>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** A count still loading shows as a dash. */
const known = (n: number | undefined, say: (n: number) => string) => (n === undefined ? '–' : say(n));

/** What is in play, each count a link to its list. */
function ProposalsAndOffers() {
  const { submitted, shortlisted } = useOpenProposalCounts();
  const offers = usePendingOfferCount(true);
  const rows = [
    {
      to: '/freelancer/proposals?status=submitted',
      text: known(submitted, (n) => count(n, 'proposal sent', 'proposals sent')),
      note: 'waiting for the client',
    },
    {
      to: '/freelancer/proposals?status=shortlisted',
      text: known(shortlisted, (n) => count(n, 'proposal shortlisted', 'proposals shortlisted')),
      note: 'the client is considering you',
    },
    {
      to: '/freelancer/offers',
      text: known(offers, (n) => count(n, 'offer', 'offers')),
      note: 'waiting for your answer',
    },
  ];
  return (
    <ul className="mt-3 space-y-2">
      {rows.map((row) => (
        <li key={row.to}>
          <Link to={row.to} className={linkClass}>
            {row.text}
          </Link>{' '}
          <span className="text-sm text-gray-700 dark:text-gray-300">{row.note}</span>
        </li>
      ))}
    </ul>
  );
}
