import { MILESTONE_MIN_CENTS } from '@skillora/shared/constants';
import { feeOf, formatMoney, parseMoney } from '@skillora/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { useCreateOffer } from '../api/offers';
import { usePaymentTerms } from '../api/wallet';
import { type HourlyDraft, HourlyOfferFields } from './hourly-offer-fields';
import { TEST_CARDS } from './milestone-labels';

type Row = { key: number; title: string; amount: string; dueDate: string };
const cents = (amount: string) => parseMoney(amount) ?? 0;

/** The offer: title, description and milestones, pre-filled from the bid; total and our fee shown. */
export function OfferForm(props: {
  proposalId: string;
  title: string;
  bidCents: number;
  onSent: () => void;
  /** The job's budget: on an hourly job the client may hire by the hour (issue 27). */
  budgetType?: 'fixed' | 'hourly';
}) {
  // Fixed by default, as before; an hourly job offers the choice.
  const [type, setType] = useState<'fixed' | 'hourly'>('fixed');
  const [hourly, setHourly] = useState<HourlyDraft>({
    rate: formatMoney(props.bidCents).slice(1),
    limit: '',
    card: TEST_CARDS[0].value,
  });
  const create = useCreateOffer(props.proposalId);
  const terms = usePaymentTerms();
  const bps = terms.data?.data.serviceFeeBps ?? 0;
  const [title, setTitle] = useState(props.title);
  const [description, setDescription] = useState('');
  const [rows, setRows] = useState<Row[]>([
    { key: 0, title: 'Milestone 1', amount: formatMoney(props.bidCents).slice(1), dueDate: '' },
  ]);
  const [error, setError] = useState('');
  const total = rows.reduce((sum, r) => sum + cents(r.amount), 0);
  const fee = rows.reduce((sum, r) => sum + feeOf(cents(r.amount), bps), 0);
  const setRow = (i: number, change: Partial<Row>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (type === 'hourly') {
      setError('');
      const offer = {
        title,
        description,
        type,
        hourlyRateCents: parseMoney(hourly.rate) ?? Number.NaN,
        weeklyLimitHours: hourly.limit ? Number(hourly.limit) : null,
        paymentMethod: hourly.card,
      };
      create
        .mutateAsync(offer)
        .then(props.onSent, (err) => setError(errorText(err, 'Failed to send the offer')));
      return;
    }
    const body = {
      title,
      description,
      milestones: rows.map((r) => ({
        title: r.title,
        amountCents: parseMoney(r.amount) ?? Number.NaN,
        dueDate: r.dueDate || null,
      })),
    };
    // The first problem, in the API's words; the server checks everything again.
    const problem = !title.trim()
      ? 'Contract title is required'
      : body.milestones.some((m) => !m.title.trim())
        ? 'Milestone title is required'
        : body.milestones.some((m) => !(m.amountCents >= MILESTONE_MIN_CENTS))
          ? `Milestone amount must be at least ${formatMoney(MILESTONE_MIN_CENTS)}`
          : '';
    if (problem) return setError(problem);
    setError('');
    // mutateAsync, not mutate's callbacks: the refreshed proposal card replaces Hire (and this form)
    // with 'Offer sent' before those callbacks would run, and an unmounted observer skips them.
    create
      .mutateAsync(body)
      .then(props.onSent, (err) => setError(errorText(err, 'Failed to send the offer')));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Contract title">
        {(c) => (
          <input {...c} className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label="Description (optional)">
        {(c) => (
          <textarea
            {...c}
            rows={3}
            className={inputClass}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      {props.budgetType === 'hourly' && (
        <Field label="Contract type">
          {(c) => (
            <select
              {...c}
              className={inputClass}
              value={type}
              onChange={(e) => setType(e.target.value as 'fixed' | 'hourly')}
            >
              <option value="fixed">Fixed price (milestones)</option>
              <option value="hourly">Hourly</option>
            </select>
          )}
        </Field>
      )}
      {type === 'hourly' && <HourlyOfferFields draft={hourly} onChange={setHourly} />}
      <fieldset className="space-y-3" hidden={type === 'hourly'}>
        <legend className="text-sm font-semibold">Milestones</legend>
        {rows.map((row, i) => (
          <div
            key={row.key}
            className="grid gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
          >
            <Field label={`Milestone ${i + 1} title`}>
              {(c) => (
                <input
                  {...c}
                  className={inputClass}
                  value={row.title}
                  onChange={(e) => setRow(i, { title: e.target.value })}
                />
              )}
            </Field>
            <Field label={`Milestone ${i + 1} amount`}>
              {(c) => <MoneyInput {...c} value={row.amount} onChange={(v) => setRow(i, { amount: v })} />}
            </Field>
            <Field label={`Milestone ${i + 1} due date (optional)`}>
              {(c) => (
                <input
                  {...c}
                  type="date"
                  className={inputClass}
                  value={row.dueDate}
                  onChange={(e) => setRow(i, { dueDate: e.target.value })}
                />
              )}
            </Field>
            {rows.length > 1 && (
              <Button
                variant="secondary"
                className="justify-self-start"
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              >
                Remove milestone {i + 1}
              </Button>
            )}
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            setRows([
              ...rows,
              {
                key: Math.max(...rows.map((r) => r.key)) + 1,
                title: `Milestone ${rows.length + 1}`,
                amount: '',
                dueDate: '',
              },
            ])
          }
        >
          Add a milestone
        </Button>
      </fieldset>
      <p className="text-sm" aria-live="polite" hidden={type === 'hourly'}>
        Total{' '}
        <strong>
          <Money cents={total} />
        </strong>{' '}
        · our fee {terms.data?.data.serviceFeePercent ?? '…'} %, paid by the freelancer:{' '}
        <strong>
          <Money cents={fee} />
        </strong>{' '}
        · the freelancer receives{' '}
        <strong>
          <Money cents={total - fee} />
        </strong>
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Send offer'}
      </Button>
    </form>
  );
}
