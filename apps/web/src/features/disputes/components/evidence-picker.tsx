import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from '@skillora/shared/constants';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { addPicked } from '../../../lib/pick-files';

export const TOO_MANY_FILES = `At most ${MESSAGE_FILES_MAX} files can be attached at once`;

/** Files to attach to a dispute (evidence): the messages' rules, checked here before the server does. */
export function EvidencePicker({
  files,
  onChange,
  onError,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  onError: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = addPicked(files, picked, TOO_MANY_FILES);
    if ('error' in next) return onError(next.error);
    onError('');
    onChange(next.files);
  }
  return (
    <div>
      <p id={`${id}-hint`} className="mb-1 text-sm">
        <span className="font-medium">Evidence</span> (optional): up to {MESSAGE_FILES_MAX} files of{' '}
        {MESSAGE_FILE_MAX_BYTES / (1024 * 1024)} MB each, no programs. Only the other party and the admins can
        open them.
      </p>
      {files.length > 0 && (
        <ul aria-label="Files to attach" className="mb-2 flex flex-wrap gap-2">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-0.5 pr-1 pl-3 text-xs dark:bg-gray-800"
            >
              {file.name}
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-gray-200 dark:hover:bg-gray-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        aria-label="Evidence files"
        aria-describedby={`${id}-hint`}
        tabIndex={-1}
        onChange={onPick}
        className="sr-only"
      />
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={files.length >= MESSAGE_FILES_MAX}
      >
        Choose files
      </Button>
    </div>
  );
}
