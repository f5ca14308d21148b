import { ExternalLink } from '../../../components/ui/external-link';
import { linkify } from '../lib/linkify';

/** A message's text as text (never HTML), with web addresses as links that open in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <ExternalLink key={i} href={part.href} ugc className="underline underline-offset-2">
            {part.text}
          </ExternalLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
