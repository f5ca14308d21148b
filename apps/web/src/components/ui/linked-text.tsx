import { ExternalLink } from './external-link';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/g;

/**
 * Plain text with paragraphs and links (issue 14): line breaks kept, web addresses made links,
 * nothing parsed as HTML.
 */
export function LinkedText({ text, className = '' }: { text: string; className?: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className={`whitespace-pre-line ${className}`}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <ExternalLink
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
            key={i}
            href={part}
            ugc
            className="font-medium text-brand-700 underline dark:text-brand-100"
          >
            {part}
          </ExternalLink>
        ) : (
          part
        ),
      )}
    </p>
  );
}
