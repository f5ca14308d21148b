import type { FlaggedMessage } from '@skillora/shared';
import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { CardList } from '../../../../components/ui/card-list';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ReasonDialog } from '../../../../components/ui/reason-dialog';
import { StandardPagedList } from '../../../../components/ui/standard-paged-list';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { errorText } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { pageFrom } from '../../../../lib/pages';
import { toast } from '../../../../lib/toast';
import { PageHeader, useFlaggedMessages } from '../../../admin';
import { useHideMessage, useWarnSender } from '../api/moderate';

const STATE_KEYS = ['page'] as const;
const REASONS = {
  email: 'E-mail address',
  phone: 'Phone number',
  off_platform_payment: 'Paying outside Skillora',
} as const;
const muted = 'text-gray-700 dark:text-gray-300';

type Acting = { kind: 'hide' | 'warn'; row: FlaggedMessage } | null;

/**
 * /admin/messages: messages flagged for sharing contact details before a contract, newest first. An
 * admin hides one (its parties read "This message was removed by Skillora.") or warns its sender,
 * each with a reason; a hidden message stays on the list, marked, with what was done (ADR 030).
 */
export function AdminMessagesPage() {
  const [state, setState] = useQueryState(STATE_KEYS);
  const flagged = useFlaggedMessages(pageFrom(state.page), ADMIN_PAGE_SIZE);
  const list = usePagedList(flagged, state.page, setState);
  const hide = useHideMessage();
  const warn = useWarnSender();
  const [acting, setActing] = useState<Acting>(null);
  const [error, setError] = useState('');
  const close = () => {
    setActing(null);
    setError('');
  };
  const confirm = (reason: string) => {
    if (!acting) return;
    const { kind, row } = acting;
    const done = (text: string) => () => {
      close();
      toast.success(text);
    };
    const onError = (err: unknown) =>
      setError(errorText(err, kind === 'hide' ? 'Failed to hide the message' : 'Failed to warn the sender'));
    if (kind === 'hide')
      hide.mutate({ id: row.id, reason }, { onSuccess: done('Message hidden from both parties'), onError });
    else
      warn.mutate(
        { userId: row.sender.id, messageId: row.id, reason },
        { onSuccess: done(`${row.sender.name} was warned`), onError },
      );
  };

  return (
    <>
      <PageHeader
        title="Flagged messages"
        subtitle="Messages sent before a contract that share an e-mail address or phone number, or ask to pay outside Skillora. Hide one or warn its sender: they are told your reason."
      />
      <StandardPagedList
        list={list}
        label="Flagged messages pages"
        loadingLabel="Loading flagged messages"
        failedFallback="Failed to load flagged messages"
        empty={
          <EmptyState
            title="No flagged messages"
            description="Messages that share contact details appear here."
          />
        }
      >
        {(rows) => (
          <CardList rows={rows}>
            {(row) => (
              <article aria-label={`Message from ${row.sender.name}`}>
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold text-gray-900 dark:text-white">
                    {row.sender.name} to {row.recipient.name}
                  </span>
                  <span className={muted}>{row.jobTitle}</span>
                  <time dateTime={row.createdAt} className={muted}>
                    {formatDate(row.createdAt)}
                  </time>
                </p>
                <p className="mt-3 [overflow-wrap:anywhere] whitespace-pre-line text-gray-800 dark:text-gray-200">
                  {row.text}
                </p>
                <p className="mt-2 text-sm text-amber-900 dark:text-amber-100">
                  {row.reasons.map((r) => REASONS[r]).join(' · ')}
                </p>
                {row.hidden && (
                  <p className="mt-2 text-sm [overflow-wrap:anywhere] text-red-800 dark:text-red-200">
                    <strong>Hidden</strong> on {formatDate(row.hidden.at)}: {row.hidden.reason}
                  </p>
                )}
                {row.warnings.map((w) => (
                  <p key={w.at} className={`mt-2 text-sm [overflow-wrap:anywhere] ${muted}`}>
                    <strong>Sender warned</strong> on {formatDate(w.at)}: {w.reason}
                  </p>
                ))}
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <Link
                    to={`/admin/messages/${row.conversationId}`}
                    className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
                  >
                    Read the conversation
                  </Link>
                  {!row.hidden && (
                    <Button variant="secondary" onClick={() => setActing({ kind: 'hide', row })}>
                      Hide message
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setActing({ kind: 'warn', row })}>
                    Warn sender
                  </Button>
                </div>
              </article>
            )}
          </CardList>
        )}
      </StandardPagedList>
      <ReasonDialog
        open={acting?.kind === 'hide'}
        onClose={close}
        title="Hide this message?"
        description="Both parties see “This message was removed by Skillora.” in its place, and its files can no longer be downloaded. Admins still read it."
        label="Reason (kept for the admins)"
        missing="Give the reason for hiding this message"
        confirmLabel="Hide message"
        busyLabel="Hiding..."
        isPending={hide.isPending}
        error={error}
        onConfirm={confirm}
      />
      <ReasonDialog
        open={acting?.kind === 'warn'}
        onClose={close}
        title={acting ? `Warn ${acting.row.sender.name}?` : ''}
        description="They get a notification and an e-mail: “Skillora warned you:” followed by your reason."
        label="Reason (shown to them)"
        missing="Give the reason for the warning"
        confirmLabel="Send warning"
        busyLabel="Sending..."
        isPending={warn.isPending}
        error={error}
        onConfirm={confirm}
      />
    </>
  );
}
