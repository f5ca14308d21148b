import type { TestPaymentMethod } from '@skillora/shared/constants';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { TEST_CARDS } from './milestone-labels';

export type HourlyDraft = { rate: string; limit: string; card: TestPaymentMethod };

/** An hourly offer's terms (issue 27): the rate, the weekly limit (empty: none) and the card charged each week. */
export function HourlyOfferFields({
  draft,
  onChange,
  withCard = true,
}: {
  draft: HourlyDraft;
  onChange: (d: HourlyDraft) => void;
  /** A freelancer's counter-offer keeps the client's card (ADR 039). */
  withCard?: boolean;
}) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
      <legend className="text-sm font-semibold">Hourly terms</legend>
      <Field label="Hourly rate">
        {(c) => <MoneyInput {...c} value={draft.rate} onChange={(rate) => onChange({ ...draft, rate })} />}
      </Field>
      <Field label="Weekly limit in hours (optional)">
        {(c) => (
          <input
            {...c}
            type="number"
            min={1}
            className={inputClass}
            value={draft.limit}
            onChange={(e) => onChange({ ...draft, limit: e.target.value })}
          />
        )}
      </Field>
      {withCard && (
        <Field label="Card charged each Monday for the week's hours">
          {(c) => (
            <select
              {...c}
              className={inputClass}
              value={draft.card}
              onChange={(e) => onChange({ ...draft, card: e.target.value as TestPaymentMethod })}
            >
              {TEST_CARDS.map((card) => (
                <option key={card.value} value={card.value}>
                  {card.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </fieldset>
  );
}
