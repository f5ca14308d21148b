import type { Dispute } from '@skillora/shared';
import { formatMoney, parseMoney } from '@skillora/shared/money';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field, FormError } from '../../../../components/ui/form-field';
import { MoneyInput } from '../../../../components/ui/money-input';
import { TextAreaField } from '../../../../components/ui/text-fields';
import { errorText } from '../../../../lib/api-client';
import { Money } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDecideDispute } from '../../api/disputes';

type Problems = { release?: string; reason?: string };

/**
 * An admin decides a dispute in mediation: how much of the held money the freelancer gets (the rest
 * is refunded to the client) and why. Final, so it is confirmed first; the server checks it all again.
 */
export function DecisionForm({ dispute: d }: { dispute: Dispute }) {
  const decide = useDecideDispute(d.id);
  const [release, setRelease] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const money = (cents: number) => formatMoney(cents, 'exact', d.currency);
  // Typed dollars read by the shared integer parser: cents never pass through a float.
  const releaseCents = parseMoney(release);
  const fits = releaseCents !== null && releaseCents <= d.heldCents;
  const refundCents = fits ? d.heldCents - releaseCents : null;

  const review = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Problems = {};
    if (!fits)
      found.release =
        releaseCents === null
          ? 'Enter an amount in dollars, like 200 or 200.50'
          : `At most ${money(d.heldCents)} is held`;
    // Its length is the server's to check (its words come back in the alert): the limits live in
    // the shared schemas, which the browser does not load.
    if (!reason.trim()) found.reason = 'Write the reason for the decision';
    setProblems(found);
    setFailure('');
    if (!found.release && !found.reason) setIsConfirming(true);
  };

  const record = () => {
    if (releaseCents === null || refundCents === null) return;
    // The promise, not mutate's callbacks: the decided dispute replaces this form before they would run.
    decide.mutateAsync({ releaseCents, refundCents, reason }).then(
      () => {
        setIsConfirming(false);
        toast.success('Decision recorded');
      },
      (err: unknown) => {
        setIsConfirming(false);
        setFailure(errorText(err, 'Failed to record the decision'));
      },
    );
  };

  return (
    <section
      aria-labelledby="dispute-decision"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2 id="dispute-decision" className="text-lg font-semibold">
        Decision
      </h2>
      <p className="mt-1 text-sm">
        <Money cents={d.heldCents} currency={d.currency} /> is held. Whatever is not released to the
        freelancer is refunded to the client.
      </p>
      <form onSubmit={review} noValidate className="mt-3 space-y-3">
        <Field label="Amount to release to the freelancer" error={problems.release}>
          {(c) => <MoneyInput {...c} value={release} onChange={setRelease} />}
        </Field>
        <p className="text-sm" aria-live="polite">
          Refunded to the client:{' '}
          <strong>{refundCents === null ? '—' : <Money cents={refundCents} currency={d.currency} />}</strong>
        </p>
        <TextAreaField
          label="Reason (both parties read it)"
          value={reason}
          onChange={setReason}
          error={problems.reason}
          rows={5}
        />
        <FormError message={failure} />
        <Button type="submit">Record decision</Button>
      </form>
      <ConfirmDialog
        open={isConfirming}
        title="Record this decision?"
        description={`This is final: ${money(releaseCents ?? 0)} is released to the freelancer and ${money(refundCents ?? 0)} refunded to the client, and the dispute is settled.`}
        confirmLabel="Record decision"
        busyLabel="Recording..."
        cancelLabel="Cancel"
        isPending={decide.isPending}
        onConfirm={record}
        onClose={() => setIsConfirming(false)}
      />
    </section>
  );
}
