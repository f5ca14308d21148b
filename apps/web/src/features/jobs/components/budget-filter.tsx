import type { BudgetType } from '@skillora/shared/constants';
import { DollarRangeFilter } from '../../../components/ui/dollar-range-filter';
import { filterLegend, optionLabel } from '../../../components/ui/filter-styles';

const TYPES: Array<{ value: BudgetType | ''; label: string }> = [
  { value: '', label: 'Any' },
  { value: 'fixed', label: 'Fixed price' },
  { value: 'hourly', label: 'Hourly' },
];

const BUDGET_KEYS = { min: 'budgetMin', max: 'budgetMax' } as const;

type BudgetFilterProps = {
  budgetType: string;
  budgetMin: number | undefined;
  budgetMax: number | undefined;
  onChange: (change: { budgetType?: string; budgetMin?: number | ''; budgetMax?: number | '' }) => void;
};

/** Budget type and a range typed in dollars; the URL and the API get cents. */
export function BudgetFilter({ budgetType, budgetMin, budgetMax, onChange }: BudgetFilterProps) {
  return (
    <>
      <fieldset>
        <legend className={filterLegend}>Budget type</legend>
        <div className="space-y-1">
          {TYPES.map((type) => (
            <label key={type.label} className={optionLabel}>
              <input
                type="radio"
                name="budgetType"
                value={type.value}
                checked={budgetType === type.value}
                onChange={() => onChange({ budgetType: type.value })}
                className="size-4 accent-brand-600"
              />
              {type.label}
            </label>
          ))}
        </div>
      </fieldset>
      <DollarRangeFilter
        legend="Budget range (USD)"
        hint="Hourly jobs match by their rate."
        min={budgetMin}
        max={budgetMax}
        keys={BUDGET_KEYS}
        onChange={onChange}
      />
    </>
  );
}
