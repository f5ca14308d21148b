import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAttachEvidence } from '../api/disputes';
import { EvidencePicker } from './evidence-picker';

/** A party adds evidence to an active dispute, a few files at a time; both sides and the admins see it. */
export function AddEvidence({ disputeId }: { disputeId: string }) {
  const attach = useAttachEvidence(disputeId);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  return (
    <form
      aria-label="Add evidence"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (files.length === 0) return setError('Choose at least one file');
        attach.mutate(files, {
          onSuccess: () => {
            setFiles([]);
            setError('');
            toast.success('Files attached');
          },
          onError: (err) => setError(errorText(err, 'Failed to attach the files')),
        });
      }}
    >
      <h2 className="text-lg font-semibold">Add evidence</h2>
      <EvidencePicker files={files} onChange={setFiles} onError={setError} />
      <FormError message={error} />
      {files.length > 0 && (
        <Button type="submit" disabled={attach.isPending}>
          {attach.isPending ? 'Attaching...' : 'Attach files'}
        </Button>
      )}
    </form>
  );
}
