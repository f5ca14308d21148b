import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from '@skillora/shared/constants';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { chipOf, FileChips } from '../../../components/ui/file-chips';
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
      <FileChips
        chips={files.map(chipOf)}
        label="Files to attach"
        onRemove={(i) => onChange(files.filter((_, j) => j !== i))}
      />
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
