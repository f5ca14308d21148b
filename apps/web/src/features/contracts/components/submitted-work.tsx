import type { Milestone } from '@skillora/shared';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { ExternalLink } from '../../../components/ui/external-link';

/** What the freelancer handed in on a milestone (issue 32): the message, links and files to download. */
export function SubmittedWork({ milestone: m }: { milestone: Milestone }) {
  if (!m.submission && m.attachments.length === 0) return null;
  return (
    <div className="mt-2 text-sm">
      {m.submission && <p className="whitespace-pre-line">Submitted work: {m.submission}</p>}
      {m.submissionLinks.length > 0 && (
        <ul aria-label="Submitted links" className="mt-1 list-disc pl-5">
          {m.submissionLinks.map((link) => (
            <li key={link}>
              <ExternalLink href={link} ugc className="break-all text-blue-800 underline dark:text-blue-300">
                {link}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      <AttachmentList files={m.attachments} label={`Submitted files of ${m.title}`} />
    </div>
  );
}
