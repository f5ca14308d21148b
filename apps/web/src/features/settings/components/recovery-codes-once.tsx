import { RECOVERY_CODE_COUNT } from '@skillora/shared/constants';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** The ten recovery codes, shown this once: the server keeps only their hashes (ADR 031). */
export function RecoveryCodesOnce({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success('Recovery codes copied'),
      () => toast.error('Could not copy: select the codes and copy them'),
    );

  return (
    <div className="grid gap-4 text-sm text-gray-800 dark:text-gray-200">
      <p role="status" className="font-semibold text-green-800 dark:text-green-300">
        Two-step verification is on.
      </p>
      <p>
        Save these {RECOVERY_CODE_COUNT} recovery codes somewhere safe, such as a password manager. If you
        lose your phone, each one signs you in once. This is the only time they are shown.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg bg-gray-50 p-4 font-mono whitespace-nowrap min-[360px]:grid-cols-2 dark:bg-gray-800"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
