import type { AttachmentRef } from '@skillora/shared/schemas/attachments';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Download links to a job's, a proposal's or a submission's files (served at /api/files/{id}). */
export function AttachmentList({ files, label = 'Attachments' }: { files: AttachmentRef[]; label?: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2 text-sm">
      {files.map((f) => (
        <li key={f.id}>
          <a
            href={`/api/files/${f.id}`}
            download={f.name}
            className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-3 py-1 font-medium text-blue-800 underline hover:bg-gray-200 dark:bg-gray-800 dark:text-blue-300 dark:hover:bg-gray-700"
          >
            {f.name}{' '}
            <span className="text-gray-700 no-underline dark:text-gray-300">({sizeText(f.size)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
