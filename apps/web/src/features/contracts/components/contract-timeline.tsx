import type { TimelineEntry } from '@skillora/shared';
import { formatDateTime } from '../../../lib/format';

/**
 * A contract's timeline, for its parties and for admins: each change as the sentence the API words
 * ("Cleo asked for changes on “Design”"), at its time in the viewer's time zone (issue 31).
 */
export function ContractTimeline({
  entries = [],
  className,
}: {
  entries?: TimelineEntry[];
  className: string;
}) {
  return (
    <ol className={`space-y-1 text-sm ${className}`}>
      {entries.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows, in order
        <li key={i}>
          <time dateTime={e.at}>{formatDateTime(e.at)}</time> — {e.text}
        </li>
      ))}
    </ol>
  );
}
