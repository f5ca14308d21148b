import type { CreateOfferRequest, Offer } from '@skillora/shared';
import { MILESTONE_MIN_CENTS } from '@skillora/shared/constants';
import { feeOf, formatMoney, parseMoney } from '@skillora/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { usePaymentTerms } from '../api/wallet';
import { type HourlyDraft, HourlyOfferFields } from './hourly-offer-fields';
import { TEST_CARDS } from './milestone-labels';

type Row = { key: number; title: string; amount: string; dueDate: string };
const cents = (amount: string) => parseMoney(amount) ?? 0;

const amountText = (c: number) => formatMoney(c).slice(1);

/** A round's terms as the form's rows, to counter it (ADR 039). */
const rowsOf = (offer: Offer): Row[] =>
  offer.milestones.map((m, key) => ({
    key,
    title: m.title,
    amount: amountText(m.amountCents),
    dueDate: m.dueDate ?? '',
  }));

/**
 * The offer: title, description and milestones, pre-filled from the bid (or from the round it
 * counters); total and our fee shown. The client's offer, a counter-offer by either party (with a
 * note; the freelancer names no card) and a direct offer all send it (issue 32).
 */
export function OfferForm(props: {
  title: string;
  bidCents: number;
  onSent: () => void;
  send: (body: CreateOfferRequest & { note?: string }) => Promise<unknown>;
  isSending: boolean;
  /** The job's budget: on an hourly job the client may hire by the hour (issue 27). */
  budgetType?: 'fixed' | 'hourly';
  /** The round this form counters: its terms are the starting point, and a note may say why. */
  counters?: Offer;
  /** The freelancer's counter names no card: the client's stays. */
  side?: 'client' | 'freelancer';
}) {
  const from = props.counters;
  // Fixed by default, as before; an hourly job offers the choice.
  const [type, setType] = useState<'fixed' | 'hourly'>(from?.type ?? 'fixed');
  const [hourly, setHourly] = useState<HourlyDraft>({
    rate: amountText(from?.hourlyRateCents ?? props.bidCents),
    limit: from?.weeklyLimitHours ? String(from.weeklyLimitHours) : '',
    card: TEST_CARDS[0].value,
  });
  const terms = usePaymentTerms();
  const bps = terms.data?.data.serviceFeeBps ?? 0;
  const [title, setTitle] = useState(from?.title ?? props.title);
  const [description, setDescription] = useState(from?.description ?? '');
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<Row[]>(
    from?.type === 'fixed'
      ? rowsOf(from)
      : [{ key: 0, title: 'Milestone 1', amount: amountText(props.bidCents), dueDate: '' }],
  );
  const [error, setError] = useState('');
  const freelancer = props.side === 'freelancer';
  const extra = from ? { note } : {};
  const send = (body: CreateOfferRequest) =>
    props
      .send({ ...body, ...extra })
      .then(props.onSent, (err) => setError(errorText(err, 'Failed to send the offer')));
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
        ...(freelancer ? {} : { paymentMethod: hourly.card }),
      };
      void send(offer);
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
    // A promise, not mutate's callbacks: the refreshed proposal card replaces Hire (and this form)
    // with 'Offer sent' before those callbacks would run, and an unmounted observer skips them.
    void send(body);
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
      {props.budgetType === 'hourly' && !from && (
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
      {type === 'hourly' && <HourlyOfferFields draft={hourly} onChange={setHourly} withCard={!freelancer} />}
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
      {from && (
        <Field label="Note to the other party (optional)">
          {(c) => (
            <textarea
              {...c}
              rows={2}
              className={inputClass}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" disabled={props.isSending}>
        {props.isSending ? 'Sending...' : from ? 'Send counter-offer' : 'Send offer'}
      </Button>
    </form>
  );
}
