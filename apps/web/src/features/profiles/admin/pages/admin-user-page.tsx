import type { AdminUserDetail } from '@skillora/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { NotFoundPage } from '../../../../components/ui/not-found-page';
import { BackLink } from '../../../../components/ui/page-shell';
import { Spinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { isNotFound } from '../../../../lib/is-not-found';
import { toast } from '../../../../lib/toast';
import { useAdminUser } from '../api/get-admin-user';
import { useSetUserBlocked } from '../api/set-user-blocked';
import { BlockUserDialog } from '../components/block-user-dialog';

const card = 'rounded-xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';
const muted = 'text-sm text-gray-700 dark:text-gray-300';
const ACTIONS: Record<string, string> = {
  'user.block': 'Blocked',
  'user.unblock': 'Unblocked',
  'user.warn': 'Warned',
};

/** The reason an admin gave (blocks and warnings since ADR 030), from the audit entry's `after`. */
const reasonOf = (after: unknown) =>
  after !== null && typeof after === 'object' && 'reason' in after && typeof after.reason === 'string'
    ? after.reason
    : null;

function Section({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  return (
    <section aria-label={title} className={card}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {empty ? <p className={`mt-3 ${muted}`}>{empty}</p> : <ul className="mt-3 space-y-2">{children}</ul>}
    </section>
  );
}

/** /admin/users/:id: who this is and what they did, so that a block is an informed one. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  const setBlocked = useSetUserBlocked();
  const [isConfirming, setIsConfirming] = useState(false);
  const [blockError, setBlockError] = useState('');
  if (isNotFound(user.error)) return <NotFoundPage />;
  if (user.error)
    return <LoadError error={user.error} fallback="Failed to load the user" onRetry={user.refetch} />;
  if (!user.data) return <Spinner label="Loading the user" />;
  const data: AdminUserDetail = user.data.data;
  const closeBlock = () => {
    setIsConfirming(false);
    setBlockError('');
  };
  /** `reason` null unblocks; a block's refusal shows in its dialog. */
  const change = (reason: string | null) =>
    setBlocked.mutate(
      { id, reason },
      {
        onSuccess: ({ message }) => {
          closeBlock();
          toast.success(message);
          void user.refetch();
        },
        onError: (err) =>
          reason === null
            ? toast.error(errorText(err, 'Failed to unblock user'))
            : setBlockError(errorText(err, 'Failed to block user')),
      },
    );
  const listPath = data.user.role === 'client' ? '/admin/clients' : '/admin/freelancers';
  return (
    <>
      <BackLink to={listPath} label={data.user.role === 'client' ? 'Clients' : 'Freelancers'} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-gray-900 dark:text-white">
            {data.user.name}
          </h1>
          <p className={`mt-1 [overflow-wrap:anywhere] ${muted}`}>
            {data.user.role === 'client' ? 'Client' : 'Freelancer'} · {data.user.email} · joined{' '}
            {formatDate(data.user.joined)} · {data.user.active ? 'Active' : 'Blocked'}
          </p>
        </div>
        {data.user.active ? (
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            Block
          </Button>
        ) : (
          <Button variant="secondary" disabled={setBlocked.isPending} onClick={() => change(null)}>
            {setBlocked.isPending ? 'Unblocking...' : 'Unblock'}
          </Button>
        )}
      </div>
      {data.block && (
        <p role="note" className={`mb-6 [overflow-wrap:anywhere] ${card} ${muted}`}>
          <strong className="font-semibold text-gray-900 dark:text-white">Blocked</strong>
          {data.block.at && ` on ${formatDate(data.block.at)}`}
          {data.block.byName && ` by ${data.block.byName}`}
          {data.block.reason ? `: ${data.block.reason}` : ' (no reason was recorded)'}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {data.user.role === 'client' ? (
          <Section title="Jobs" empty={data.jobs.length === 0 && 'No jobs posted.'}>
            {data.jobs.map((job) => (
              <li key={job.id} className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/admin/jobs/${job.id}`}
                  className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline dark:text-brand-100"
                >
                  {job.title}
                </Link>
                <span className={muted}>
                  {job.status}
                  {job.isListed ? '' : ', unlisted'} · {formatDate(job.createdAt)}
                </span>
              </li>
            ))}
          </Section>
        ) : (
          <Section title="Proposals" empty={data.proposals.length === 0 && 'No proposals sent.'}>
            {data.proposals.map((proposal) => (
              <li key={proposal.id} className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/admin/jobs/${proposal.jobId}`}
                  className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline dark:text-brand-100"
                >
                  {proposal.jobTitle}
                </Link>
                <span className={muted}>
                  {proposal.status} · {formatDate(proposal.createdAt)}
                </span>
              </li>
            ))}
          </Section>
        )}
        <Section title="Sessions" empty={data.sessions.length === 0 && 'Not signed in anywhere.'}>
          {data.sessions.map((session) => (
            <li key={session.createdAt} className={muted}>
              Signed in {formatDate(session.createdAt)}, last seen {formatDate(session.lastSeenAt)}, expires{' '}
              {formatDate(session.expiresAt)}
            </li>
          ))}
        </Section>
        <Section title="History" empty={data.history.length === 0 && 'No admin action yet.'}>
          {data.history.map((entry) => (
            <li key={`${entry.action}-${entry.createdAt}`} className={`[overflow-wrap:anywhere] ${muted}`}>
              {ACTIONS[entry.action] ?? entry.action} by {entry.actorName ?? 'a former admin'} on{' '}
              {formatDate(entry.createdAt)}
              {reasonOf(entry.after) && `: ${reasonOf(entry.after)}`}
            </li>
          ))}
        </Section>
      </div>
      <BlockUserDialog
        user={isConfirming ? data.user : null}
        isPending={setBlocked.isPending}
        error={blockError}
        onConfirm={(_user, reason) => change(reason)}
        onClose={closeBlock}
      />
    </>
  );
}
