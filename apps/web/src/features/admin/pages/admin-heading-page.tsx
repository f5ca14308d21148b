import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../components/page-header';

const COMING = {
  Contracts:
    'Contracts between clients and freelancers will be listed here once hiring through escrow opens: who hired whom, for which job, the milestones and their state.',
  Payments:
    'Escrow payments will be listed here once they open: money held for each milestone, releases to freelancers, refunds and fees, from the double-entry ledger.',
} as const;

/** /admin/contracts and /admin/payments: what will be there, until the escrow issue fills them. */
export function AdminHeadingPage({ title }: { title: keyof typeof COMING }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={`No ${title.toLowerCase()} yet`} description={COMING[title]} />
    </>
  );
}
