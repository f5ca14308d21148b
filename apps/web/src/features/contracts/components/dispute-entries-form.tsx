import type { DisputeReason, Timesheet } from '@skillora/shared';
import { CLIENT_DISPUTE_REASONS, DISPUTE_RESPONSE_DAYS } from '@skillora/shared/dispute-rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { DisputeReasonField } from '../../disputes';
import { useDisputeEntries } from '../api/entry-disputes';
import { disputedCents } from '../lib/entry-dispute';

/**
 * The client's dispute of the entries ticked above (ADR 037): the amount they come to, live; the reason
 * and statement of any dispute (issue 25). The rest of the week stays in review and can be approved.
 */
export function DisputeEntriesForm({
  contractId,
  sheet,
  chosen,
  onDone,
}: {
  contractId: string;
  sheet: Timesheet;
  chosen: ReadonlySet<string>;
  onDone: () => void;
}) {
  const open = useDisputeEntries(contractId, sheet.week);
  const [reason, setReason] = useState<DisputeReason>(CLIENT_DISPUTE_REASONS[0]);
  const [statement, setStatement] = useState('');
  const [error, setError] = useState('');
  const amount = disputedCents(sheet, chosen);
  const held = sheet.invoice?.amountCents ?? 0;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setError('Choose the entries to dispute');
    setError('');
    open.mutate(
      { entryIds: [...chosen], reason, statement },
      {
        onSuccess: () => {
          toast.success('Dispute opened');
          onDone();
        },
        onError: (err) => setError(errorText(err, 'Failed to open the dispute')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Dispute entries" className="mt-4 space-y-4">
      <p className="text-sm" aria-live="polite">
        {chosen.size === 0 ? (
          'Tick the entries you dispute.'
        ) : (
          <>
            Disputed: <strong>{chosen.size === 1 ? '1 entry' : `${chosen.size} entries`}</strong>,{' '}
            <strong>
              <Money cents={amount} />
            </strong>{' '}
            of <Money cents={held} />.
            {amount < held && (
              <>
                {' '}
                The rest, <Money cents={held - amount} />, stays in review.
              </>
            )}
          </>
        )}
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        The disputed money stays in escrow and you ask for it back. The freelancer has {DISPUTE_RESPONSE_DAYS}{' '}
        days to answer; without an answer, your request is granted.
      </p>
      <DisputeReasonField reasons={CLIENT_DISPUTE_REASONS} value={reason} onChange={setReason} />
      <Field label="Your statement" hint="What is wrong with these entries (at least 20 characters).">
        {(c) => (
          <textarea
            {...c}
            rows={4}
            className={inputClass}
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
          />
        )}
      </Field>
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={open.isPending}>
          {open.isPending ? 'Opening...' : 'Open dispute'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
