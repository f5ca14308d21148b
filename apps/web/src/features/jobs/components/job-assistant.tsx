import type { JobAssistance } from '@skillora/shared';
import { ASSIST_DESCRIPTION_MAX } from '@skillora/shared/job-assist';
import { formatMoney } from '@skillora/shared/money';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/text-fields';
import { errorText } from '../../../lib/api-client';
import { centsToDollars } from '../../../lib/money';
import { useAssistJob } from '../api/assist-job';
import { useCatalogOptions } from '../api/get-catalog-options';
import type { JobFormValues } from '../lib/job-form-values';

type Suggestion = { key: string; label: string; value: string; apply: Partial<JobFormValues> };

/** The middle of a fixed-price range, in whole dollars: the one amount a fixed budget takes. */
const middleOf = (minCents: number, maxCents: number) => Math.round((minCents + maxCents) / 200) * 100;

/** Each suggestion as a row: what it says and what a click puts in the form. */
function suggestionsOf(
  answer: JobAssistance,
  names: { categories: Map<string, string>; skills: Map<string, string> },
): Suggestion[] {
  const rows: Suggestion[] = [
    { key: 'title', label: 'Title', value: answer.title, apply: { title: answer.title } },
  ];
  const category = answer.categoryId ? names.categories.get(answer.categoryId) : undefined;
  if (answer.categoryId && category)
    rows.push({
      key: 'category',
      label: 'Category',
      value: category,
      apply: { categoryId: answer.categoryId },
    });
  const skills = answer.skillIds.filter((id) => names.skills.has(id));
  if (skills.length > 0)
    rows.push({
      key: 'skills',
      label: 'Skills',
      value: skills.map((id) => names.skills.get(id)).join(', '),
      apply: { skillIds: skills },
    });
  const { budget } = answer;
  if (budget) {
    const range = `${formatMoney(budget.minCents, 'short')}–${formatMoney(budget.maxCents, 'short')}`;
    rows.push(
      budget.type === 'hourly'
        ? {
            key: 'budget',
            label: 'Budget',
            value: `Hourly ${range} /hr, as similar jobs that hired`,
            apply: {
              budgetType: 'hourly',
              minRate: centsToDollars(budget.minCents),
              maxRate: centsToDollars(budget.maxCents),
            },
          }
        : {
            key: 'budget',
            label: 'Budget',
            value: `Fixed price ${formatMoney(middleOf(budget.minCents, budget.maxCents), 'short')} (similar jobs that hired: ${range})`,
            apply: {
              budgetType: 'fixed',
              amount: centsToDollars(middleOf(budget.minCents, budget.maxCents)),
            },
          },
    );
  }
  return rows;
}

/**
 * Post Job's assistant (issue 29): a one-line description gives a title, a category, skills and a
 * budget; nothing reaches the form until the client applies a suggestion, one click each.
 */
export function JobAssistant({ onApply }: { onApply: (patch: Partial<JobFormValues>) => void }): ReactNode {
  const [line, setLine] = useState('');
  const [applied, setApplied] = useState<ReadonlySet<string>>(new Set());
  const assist = useAssistJob();
  const categories = useCatalogOptions('categories');
  const skills = useCatalogOptions('skills');
  const names = {
    categories: new Map(categories.data?.map((c) => [c._id, c.name])),
    skills: new Map(skills.data?.map((s) => [s._id, s.name])),
  };
  const rows = assist.data ? suggestionsOf(assist.data, names) : [];

  const suggest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied(new Set());
    assist.mutate(line);
  };

  return (
    <section
      aria-labelledby="job-assistant-heading"
      className="mb-8 rounded-lg border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="job-assistant-heading" className="text-base font-semibold">
        Start from one line
      </h2>
      <form onSubmit={suggest} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <InputField
          label="Describe the job"
          hint="Like 'An iPhone and Android app for my bakery's orders'. Nothing is filled in until you apply it."
          name="assistDescription"
          maxLength={ASSIST_DESCRIPTION_MAX}
          className="flex-1"
          value={line}
          onChange={setLine}
          error={assist.error ? errorText(assist.error, 'Suggestions could not load. Try again.') : undefined}
        />
        <Button type="submit" variant="secondary" disabled={assist.isPending} className="min-h-11">
          {assist.isPending ? 'Suggesting...' : 'Suggest'}
        </Button>
      </form>
      {assist.isSuccess && (
        <ul aria-label="Suggestions" className="mt-4 divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{row.label}:</span> {row.value}
              </span>
              <Button
                variant="ghost"
                disabled={applied.has(row.key)}
                aria-label={`${applied.has(row.key) ? 'Applied' : 'Apply'} ${row.label.toLowerCase()}`}
                onClick={() => {
                  onApply(row.apply);
                  setApplied((done) => new Set(done).add(row.key));
                }}
              >
                {applied.has(row.key) ? 'Applied' : 'Apply'}
              </Button>
            </li>
          ))}
          {!assist.data.budget && (
            <li className="py-2 text-sm text-gray-600 dark:text-gray-400">
              Too few similar jobs have hired to suggest a budget.
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
