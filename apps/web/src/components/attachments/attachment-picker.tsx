import { ATTACHMENTS_MAX, type AttachmentPurpose } from '@skillora/shared/deal-rules';
import { filesEndpoints } from '@skillora/shared/endpoints/files';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { callApi, errorText } from '../../lib/api-client';
import { addPicked } from '../../lib/pick-files';
import { Button } from '../ui/button';
import { FileChips } from '../ui/file-chips';

const upload = (purpose: AttachmentPurpose, file: File) => {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return callApi(filesEndpoints.upload, { form, fallbackError: `Failed to upload ${file.name}` });
};

/**
 * Files for a job, a proposal or a submission (issue 32): each is uploaded as soon as it is picked
 * (POST /api/files), and the form sends their ids. The messages' rules, checked here first: at most
 * ATTACHMENTS_MAX files of 25 MB, no programs (the server says so).
 */
export function AttachmentPicker({
  purpose,
  value,
  onChange,
  label = 'Attachments',
  onBusy,
}: {
  purpose: AttachmentPurpose;
  value: AttachmentRef[];
  onChange: (files: AttachmentRef[]) => void;
  label?: string;
  /** Told while files upload, so the form waits for them. */
  onBusy?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(0);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const checked = addPicked(value, picked, `Attach at most ${ATTACHMENTS_MAX} files`, ATTACHMENTS_MAX);
    if ('error' in checked) return setError(checked.error);
    setError('');
    setUploading(picked.length);
    onBusy?.(true);
    let files = value;
    try {
      for (const file of picked) {
        files = [...files, (await upload(purpose, file)).data];
        onChange(files);
      }
    } catch (err) {
      setError(errorText(err, 'Failed to upload the file'));
    } finally {
      setUploading(0);
      onBusy?.(false);
    }
  }

  return (
    <div>
      <p id={`${id}-hint`} className="mb-1 text-sm">
        <span className="font-medium">{label}</span> (optional): up to {ATTACHMENTS_MAX} files of 25 MB each,
        no programs.
      </p>
      <FileChips
        chips={value.map((f) => ({ key: f.id, name: f.name }))}
        label={`${label}: chosen files`}
        onRemove={(i) => onChange(value.filter((_, j) => j !== i))}
      />
      <input
        ref={input}
        type="file"
        multiple
        aria-label={`${label}: files`}
        aria-describedby={`${id}-hint`}
        tabIndex={-1}
        onChange={onPick}
        className="sr-only"
      />
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={uploading > 0 || value.length >= ATTACHMENTS_MAX}
      >
        {uploading > 0 ? `Uploading ${uploading === 1 ? 'the file' : `${uploading} files`}…` : 'Attach files'}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
