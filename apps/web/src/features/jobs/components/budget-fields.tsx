import { Field } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/ui/money-input';
import { fieldBinder } from '../../../lib/field-binder';
import type { JobFormValues } from '../lib/job-form-values';
import { ChoiceGroup } from './choice-group';

type BudgetValues = Pick<JobFormValues, 'budgetType' | 'amount' | 'minRate' | 'maxRate'>;

type BudgetFieldsProps = {
  values: BudgetValues;
  onChange: (change: Partial<BudgetValues>) => void;
  errors: Record<string, string>;
};

const BUDGET_TYPES = [
  { value: 'fixed', label: 'Fixed price', description: 'Pay one total for the whole project' },
  { value: 'hourly', label: 'Hourly', description: 'Pay by the hour, within a rate range' },
] as const;

/** Fixed price (one total) or hourly (a rate range), in US dollars. */
export function BudgetFields({ values, onChange, errors }: BudgetFieldsProps) {
  const bind = fieldBinder(values, onChange);
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend="Budget type"
        name="budgetType"
        options={BUDGET_TYPES}
        error={errors.budget}
        {...bind('budgetType')}
      />
      {values.budgetType === 'fixed' ? (
        <Field label="Budget (USD)" error={errors['budget.amountCents']} className="max-w-xs">
          {(control) => <MoneyInput {...control} {...bind('amount')} />}
        </Field>
      ) : (
        <div className="grid max-w-lg gap-4 sm:grid-cols-2">
          <Field label="Minimum hourly rate (USD)" error={errors['budget.minRateCents']}>
            {(control) => <MoneyInput {...control} suffix="/hr" {...bind('minRate')} />}
          </Field>
          <Field label="Maximum hourly rate (USD)" error={errors['budget.maxRateCents']}>
            {(control) => <MoneyInput {...control} suffix="/hr" {...bind('maxRate')} />}
          </Field>
        </div>
      )}
    </div>
  );
}
