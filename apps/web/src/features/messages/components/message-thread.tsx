import type { Attachment, Message } from '@skillora/shared';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { formatFileSize } from '../../../lib/file-size';
import { ReportDialog, ReportLabel, type ReportTarget, reportButtonClass } from '../../reports';
import { groupByDay, timeLabel } from '../lib/day-groups';
import { MessageText } from './message-text';

const STATE_LABELS = { sent: 'Sent', delivered: 'Delivered', read: 'Read' } as const;

type Props = {
  messages: Message[];
  /** Whose messages sit on the right (mine); null for an admin, who reads the client's there. */
  selfId: string | null;
  names: Record<string, string>;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
};

/**
 * The history, newest at the bottom. The scroller is `flex-col-reverse`, so it starts at the
 * newest message and older pages added on top (infinite scroll up) do not move what is in view.
 */
export function MessageThread({ messages, selfId, names, hasOlder, isLoadingOlder, loadOlder }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadOlder();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadOlder]);

  // One report form for the whole thread, not one per message.
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const days = groupByDay(messages);
  return (
    <section
      aria-label="Messages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-4 py-4"
    >
      <ol className="flex flex-col-reverse gap-1" aria-live="polite" aria-relevant="additions">
        {days.map((day) => (
          <li key={day.key} className="flex flex-col-reverse gap-2">
            <ol className="flex flex-col-reverse gap-2">
              {day.items.map((m) => {
                const isMine = selfId ? m.senderId === selfId : false;
                // A party reports the other's messages; an admin reads them, and a hidden one is gone.
                const canReport = selfId !== null && !isMine && !m.hidden;
                const sender = names[m.senderId] ?? 'Someone';
                const what = `${sender}’s message of ${timeLabel(m.createdAt)}`;
                return (
                  <li key={m.id} className={`flex flex-col ${isMine ? 'items-end' : 'items-start'}`}>
                    <article
                      aria-label={`${sender} at ${timeLabel(m.createdAt)}`}
                      className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${
                        isMine
                          ? 'bg-brand-700 text-white'
                          : 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100'
                      }`}
                    >
                      {/* To a party a hidden message is the removal notice; an admin reads it whole. */}
                      {m.hidden && m.hidden.reason === null ? (
                        <p className="italic">{m.text}</p>
                      ) : (
                        m.text && <MessageText text={m.text} />
                      )}
                      {m.attachments.length > 0 && <Attachments items={m.attachments} />}
                    </article>
                    {m.hidden?.reason && (
                      <p
                        role="note"
                        className="mt-1 max-w-[85%] [overflow-wrap:anywhere] rounded-lg bg-red-50 px-3 py-1 text-xs font-medium text-red-900 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-100 dark:ring-red-800"
                      >
                        Hidden from both parties: {m.hidden.reason}
                      </p>
                    )}
                    {m.warning && (
                      <p
                        role="note"
                        className="mt-1 max-w-[85%] rounded-lg bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800"
                      >
                        {m.warning}
                      </p>
                    )}
                    <p className="mt-0.5 text-xs text-gray-700 dark:text-gray-300">
                      <time dateTime={m.createdAt}>{timeLabel(m.createdAt)}</time>
                      {isMine && <span> · {STATE_LABELS[m.state]}</span>}
                      {canReport && (
                        <>
                          {' · '}
                          <button
                            type="button"
                            className={reportButtonClass}
                            aria-haspopup="dialog"
                            onClick={() => setReporting({ subjectType: 'message', subjectId: m.id, what })}
                          >
                            <ReportLabel what={what} />
                          </button>
                        </>
                      )}
                    </p>
                  </li>
                );
              })}
            </ol>
            <h3 className="my-2 text-center text-xs font-semibold text-gray-700 dark:text-gray-300">
              {day.label}
            </h3>
          </li>
        ))}
      </ol>
      <div ref={sentinel} className="py-2 text-center">
        {isLoadingOlder && <Spinner label="Loading older messages" />}
        {!hasOlder && messages.length > 0 && (
          <p className="text-xs text-gray-700 dark:text-gray-300">This is the start of the conversation.</p>
        )}
      </div>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}

/** Images as previews, other files as download links; both served only to the parties. */
function Attachments({ items }: { items: Attachment[] }) {
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {items.map((a) => (
        <li key={a.id}>
          <a
            href={a.url}
            download={a.name}
            className="inline-flex max-w-full flex-col gap-1 underline underline-offset-2"
          >
            {a.thumbnailUrl && (
              <img
                src={a.thumbnailUrl}
                alt={a.name}
                loading="lazy"
                className="max-h-48 max-w-full rounded-lg bg-white"
              />
            )}
            <span>
              {a.thumbnailUrl ? 'Download' : a.name} ({formatFileSize(a.byteSize)})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
