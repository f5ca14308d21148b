import { Field } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/ui/money-input';
import type { JobFormValues } from '../lib/job-form-values';
import { ChoiceGroup } from './choice-group';

type BudgetFieldsProps = {
  values: Pick<JobFormValues, 'budgetType' | 'amount' | 'minRate' | 'maxRate'>;
  onChange: (change: Partial<JobFormValues>) => void;
  errors: Record<string, string>;
};

const BUDGET_TYPES = [
  { value: 'fixed', label: 'Fixed price', description: 'Pay one total for the whole project' },
  { value: 'hourly', label: 'Hourly', description: 'Pay by the hour, within a rate range' },
] as const;

/** Fixed price (one total) or hourly (a rate range), in US dollars. */
export function BudgetFields({ values, onChange, errors }: BudgetFieldsProps) {
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend="Budget type"
        name="budgetType"
        value={values.budgetType}
        options={BUDGET_TYPES}
        onChange={(budgetType) => onChange({ budgetType })}
        error={errors.budget}
      />
      {values.budgetType === 'fixed' ? (
        <Field label="Budget (USD)" error={errors['budget.amountCents']} className="max-w-xs">
          {(control) => (
            <MoneyInput {...control} value={values.amount} onChange={(amount) => onChange({ amount })} />
          )}
        </Field>
      ) : (
        <div className="grid max-w-lg gap-4 sm:grid-cols-2">
          <Field label="Minimum hourly rate (USD)" error={errors['budget.minRateCents']}>
            {(control) => (
              <MoneyInput
                {...control}
                suffix="/hr"
                value={values.minRate}
                onChange={(minRate) => onChange({ minRate })}
              />
            )}
          </Field>
          <Field label="Maximum hourly rate (USD)" error={errors['budget.maxRateCents']}>
            {(control) => (
              <MoneyInput
                {...control}
                suffix="/hr"
                value={values.maxRate}
                onChange={(maxRate) => onChange({ maxRate })}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
