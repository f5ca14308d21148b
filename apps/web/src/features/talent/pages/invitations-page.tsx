import type { Invitation } from '@skillora/shared';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CardTitleLink } from '../../../components/ui/card-title-link';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { useUrlPagedList } from '../../../hooks/use-url-list';
import { formatAgo, formatDate } from '../../../lib/format';
import { formatBudget, Money } from '../../../lib/money';
import { FindWorkEmpty } from '../../jobs';
import { useInvitations } from '../api/get-invitations';

/** /freelancer/invitations: jobs clients invited me to, newest first; each leads to the job to propose. */
export function InvitationsPage() {
  const list = useUrlPagedList(useInvitations);
  const location = useLocation();
  const linkState = { backTo: location.pathname + location.search };

  return (
    <PageShell title="Invitations">
      <StandardPagedList
        list={list}
        label="Invitations pages"
        loadingLabel="Loading your invitations"
        failedFallback="Failed to load invitations"
        empty={
          <FindWorkEmpty
            title="No invitations yet"
            description="Clients who like your profile can invite you to their jobs. A complete profile gets found more often."
          />
        }
        noun="invitation"
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} linkState={linkState} />
              </li>
            ))}
          </ul>
        )}
      </StandardPagedList>
    </PageShell>
  );
}

function InvitationCard({ invitation, linkState }: { invitation: Invitation; linkState: unknown }) {
  const { job } = invitation;
  const href = `/freelancer/jobs/${job.id}`;
  return (
    <article className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800">
      <p className="text-xs text-gray-700 dark:text-gray-300">
        {invitation.client.name} invited you{' '}
        <time dateTime={invitation.createdAt} title={formatDate(invitation.createdAt)}>
          {formatAgo(invitation.createdAt)}
        </time>
      </p>
      <CardTitleLink to={href} state={linkState} className="mt-1 text-balance">
        {job.title}
      </CardTitleLink>
      <p className="mt-1 text-sm font-semibold text-gray-900 dark:text-white">
        <Money>{formatBudget(job.budget)}</Money>
      </p>
      {invitation.message && (
        <blockquote className="mt-3 border-l-4 border-brand-600 pl-3 text-sm whitespace-pre-line text-gray-800 dark:text-gray-200">
          {invitation.message}
        </blockquote>
      )}
      <div className="mt-4">
        {invitation.hasProposed ? (
          <p className="text-sm font-medium text-gray-800 dark:text-gray-200">You sent a proposal</p>
        ) : job.isOpen ? (
          <Link to={href} state={linkState} className={buttonClass('primary')}>
            View job and propose
          </Link>
        ) : (
          <p className="text-sm font-medium text-gray-800 dark:text-gray-200">This job is no longer open</p>
        )}
      </div>
    </article>
  );
}
