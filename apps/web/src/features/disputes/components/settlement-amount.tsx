import { Field } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/ui/money-input';
import { dollarsToCents, Money } from '../../../lib/money';

/** The cents typed, or null while the field is empty or unreadable, or more than what is held. */
export function releaseCentsOf(text: string, heldCents: number): number | null {
  const cents = dollarsToCents(text);
  return cents === undefined || !Number.isInteger(cents) || cents < 0 || cents > heldCents ? null : cents;
}

/** How much of the held money goes to the freelancer; the rest, shown live, back to the client. */
export function SettlementAmount({
  label = 'Released to the freelancer',
  value,
  onChange,
  heldCents,
  currency,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  heldCents: number;
  currency: string;
}) {
  const release = releaseCentsOf(value, heldCents);
  return (
    <Field
      label={label}
      hint={
        release === null ? (
          <>
            An amount from <Money cents={0} /> to <Money cents={heldCents} currency={currency} />
          </>
        ) : (
          <>
            Refunded to the client: <Money cents={heldCents - release} currency={currency} />
          </>
        )
      }
    >
      {(control) => <MoneyInput {...control} value={value} onChange={onChange} />}
    </Field>
  );
}
