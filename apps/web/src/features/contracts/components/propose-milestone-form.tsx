import { MILESTONE_MIN_CENTS } from '@skillora/shared/constants';
import { feeOf, formatMoney, parseMoney } from '@skillora/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { useProposeMilestone } from '../api/contracts';
import { usePaymentTerms } from '../api/wallet';

/** The client adds a milestone to an active contract; it can be funded once the freelancer accepts it. */
export function ProposeMilestoneForm({ contractId }: { contractId: string }) {
  const propose = useProposeMilestone(contractId);
  const terms = usePaymentTerms();
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState('');
  const cents = parseMoney(amount) ?? 0;
  const fee = feeOf(cents, terms.data?.data.serviceFeeBps ?? 0);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amountCents = parseMoney(amount) ?? Number.NaN;
    // The first problem, in the API's words; the server checks everything again.
    const problem = !title.trim()
      ? 'Milestone title is required'
      : !(amountCents >= MILESTONE_MIN_CENTS)
        ? `Milestone amount must be at least ${formatMoney(MILESTONE_MIN_CENTS)}`
        : '';
    if (problem) return setError(problem);
    setError('');
    propose.mutate(
      { title, amountCents, dueDate: dueDate || null },
      {
        onSuccess: () => {
          setTitle('');
          setAmount('');
          setDueDate('');
        },
        onError: (err) => setError(errorText(err, 'Failed to propose the milestone')),
      },
    );
  };

  return (
    <TitledSection
      id="propose-milestone"
      title="Add a milestone"
      className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <p className="mt-1 text-sm">The freelancer accepts it before you can fund it.</p>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-3">
        <Field label="New milestone title">
          {(c) => (
            <input {...c} className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
        <Field label="New milestone amount">
          {(c) => <MoneyInput {...c} value={amount} onChange={setAmount} />}
        </Field>
        <Field label="New milestone due date (optional)">
          {(c) => (
            <input
              {...c}
              type="date"
              className={inputClass}
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
          )}
        </Field>
        <p className="text-sm sm:col-span-3" aria-live="polite">
          Our fee, paid by the freelancer:{' '}
          <strong>
            <Money cents={fee} />
          </strong>{' '}
          · the freelancer receives{' '}
          <strong>
            <Money cents={cents - fee} />
          </strong>
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={propose.isPending}>
            {propose.isPending ? 'Proposing...' : 'Propose milestone'}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}
