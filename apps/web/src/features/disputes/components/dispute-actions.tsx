import type { Dispute } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { type DisputeStep, useDisputeStep } from '../api/disputes';
import { releaseCentsOf, SettlementAmount } from './settlement-amount';

type Side = 'client' | 'freelancer';

const DONE: Record<DisputeStep['action'], string> = {
  respond: 'Answer sent',
  propose: 'Settlement proposed',
  accept: 'Settlement accepted',
  withdraw: 'Dispute withdrawn',
  mediation: 'Mediation asked for',
};

/** What this side may do on an active dispute: answer, propose or accept a split, ask an admin, withdraw. */
export function DisputeActions({ dispute: d, side }: { dispute: Dispute; side: Side }) {
  const step = useDisputeStep(d.id);
  const [statement, setStatement] = useState('');
  const [release, setRelease] = useState('');
  const [error, setError] = useState('');
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const run = (s: DisputeStep, after?: () => void) =>
    step.mutate(s, {
      onSuccess: () => {
        setError('');
        toast.success(DONE[s.action]);
        after?.();
      },
      onError: (err) => setError(errorText(err, 'Failed to update the dispute')),
    });
  const isOpener = d.openerSide === side;
  const mustAnswer = d.status === 'awaiting_response' && !isOpener;
  const money = (cents: number) => formatMoney(cents, 'exact', d.currency);
  const theirs = d.settlements.filter((s) => s.proposedBy !== side);

  return (
    <section aria-label="Your next step" className="space-y-6">
      {theirs.map((s) => (
        <div
          key={s.id}
          className="rounded-lg bg-white p-4 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
        >
          <p className="text-sm">
            {s.proposedBy === 'client' ? 'The client' : 'The freelancer'}{' '}
            {s.id === d.settlements[0]?.id && mustAnswer ? 'asks for' : 'proposes'}:{' '}
            <Money cents={s.releaseCents} currency={d.currency} /> released to the freelancer,{' '}
            <Money cents={s.refundCents} currency={d.currency} /> refunded to the client.
          </p>
          <Button
            className="mt-3"
            disabled={step.isPending}
            onClick={() => run({ action: 'accept', settlementId: s.id })}
          >
            Accept and settle
          </Button>
        </div>
      ))}
      {mustAnswer && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run({ action: 'respond', statement }, () => setStatement(''));
          }}
        >
          <Field
            label="Your answer"
            hint="Your side of it (at least 20 characters). Answering stops the clock."
          >
            {(c) => (
              <textarea
                {...c}
                rows={5}
                className={inputClass}
                value={statement}
                onChange={(e) => setStatement(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="mt-3" disabled={step.isPending}>
            Send answer
          </Button>
        </form>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const releaseCents = releaseCentsOf(release, d.heldCents);
          if (releaseCents === null) {
            setError(`Enter the amount to release, from $0.00 to ${money(d.heldCents)}`);
            return;
          }
          run({ action: 'propose', body: { releaseCents, refundCents: d.heldCents - releaseCents } }, () =>
            setRelease(''),
          );
        }}
      >
        <h2 className="text-lg font-semibold">Propose a settlement</h2>
        <SettlementAmount
          value={release}
          onChange={setRelease}
          heldCents={d.heldCents}
          currency={d.currency}
        />
        <Button type="submit" variant="secondary" className="mt-3" disabled={step.isPending}>
          Propose settlement
        </Button>
      </form>
      <div className="flex flex-wrap gap-3">
        {d.status === 'open' && (
          <Button variant="secondary" disabled={step.isPending} onClick={() => run({ action: 'mediation' })}>
            Ask an admin to decide
          </Button>
        )}
        {isOpener && (
          <Button variant="ghost" disabled={step.isPending} onClick={() => setConfirmWithdraw(true)}>
            Withdraw dispute
          </Button>
        )}
      </div>
      <FormError message={error} />
      <ConfirmDialog
        open={confirmWithdraw}
        title="Withdraw this dispute?"
        description="The money can move again, and an automatic release that was paused resumes."
        confirmLabel="Withdraw dispute"
        busyLabel="Withdrawing..."
        cancelLabel="Keep it open"
        isPending={step.isPending}
        onConfirm={() => run({ action: 'withdraw' }, () => setConfirmWithdraw(false))}
        onClose={() => setConfirmWithdraw(false)}
      />
    </section>
  );
}
