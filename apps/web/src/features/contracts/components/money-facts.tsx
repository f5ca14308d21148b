import { Money } from '../../../lib/money';

type MoneyFactsProps = {
  /** The list's accessible name ("Money", "Balances", "Totals"). */
  label: string;
  facts: ReadonlyArray<readonly [label: string, cents: number]>;
  /** Spacing and the number of columns on wider screens. */
  className: string;
  valueClassName?: string;
};

/** Sums of money side by side, each a small card: a contract's money, a wallet, the platform's totals. */
export function MoneyFacts({ label, facts, className, valueClassName = 'font-semibold' }: MoneyFactsProps) {
  return (
    <dl aria-label={label} className={`grid gap-3 ${className}`}>
      {facts.map(([name, cents]) => (
        <div
          key={name}
          className="rounded-lg bg-white p-3 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
        >
          <dt className="text-sm text-gray-700 dark:text-gray-300">{name}</dt>
          <dd className={valueClassName}>
            <Money cents={cents} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
