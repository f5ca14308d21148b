import { PROFILE_HISTORY_MAX } from '@skillora/shared/profiles';
import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import {
  blankEducation,
  blankEmployment,
  type EducationDraft,
  type EmploymentDraft,
} from '../lib/history-drafts';
import { EditableRows } from './editable-rows';

type Errors = Partial<Record<string, string>>;

type RowsProps<T> = { rows: T[]; onChange: (rows: T[]) => void; errors: Errors };

/** The schema's messages are keyed by path: 'employment' for the list, 'employment.0.company' for a field. */
const fieldError = (errors: Errors, list: string, index: number) => (field: string) =>
  errors[`${list}.${index}.${field}`];

/** One entry as its own group ('Job 2'), so its fields read with their position. */
function Entry({ name, children }: { name: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 flex-1 gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      {children}
    </fieldset>
  );
}

type Years = { fromYear: string; toYear: string };

function YearFields({
  row,
  update,
  errorOf,
}: {
  row: Years;
  update: (patch: Partial<Years>) => void;
  errorOf: (field: keyof Years) => string | undefined;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label="From (year)" error={errorOf('fromYear')}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={inputClass}
            value={row.fromYear}
            onChange={(e) => update({ fromYear: e.target.value })}
          />
        )}
      </Field>
      <Field label="To (year)" hint="Empty if current" error={errorOf('toYear')}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={inputClass}
            value={row.toYear}
            onChange={(e) => update({ toYear: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

/** Work history: company, role, years and what the freelancer did there. */
export function EmploymentRows({ rows, onChange, errors }: RowsProps<EmploymentDraft>) {
  return (
    <EditableRows
      legend="Employment"
      rowName="Job"
      rows={rows}
      onChange={onChange}
      blank={blankEmployment}
      max={PROFILE_HISTORY_MAX}
      addLabel="Add employment"
      error={errors.employment}
      renderRow={(row, update, i) => {
        const errorOf = fieldError(errors, 'employment', i);
        return (
          <Entry name={`Job ${i + 1}`}>
            <Field label="Company" error={errorOf('company')}>
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  value={row.company}
                  onChange={(e) => update({ company: e.target.value })}
                />
              )}
            </Field>
            <Field label="Role" error={errorOf('title')}>
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  value={row.title}
                  onChange={(e) => update({ title: e.target.value })}
                />
              )}
            </Field>
            <YearFields row={row} update={update} errorOf={errorOf} />
            <Field label="What you did" className="sm:col-span-2" error={errorOf('description')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  className={inputClass}
                  value={row.description}
                  onChange={(e) => update({ description: e.target.value })}
                />
              )}
            </Field>
          </Entry>
        );
      }}
    />
  );
}

/** Schools and degrees. */
export function EducationRows({ rows, onChange, errors }: RowsProps<EducationDraft>) {
  return (
    <EditableRows
      legend="Education"
      rowName="School"
      rows={rows}
      onChange={onChange}
      blank={blankEducation}
      max={PROFILE_HISTORY_MAX}
      addLabel="Add education"
      error={errors.education}
      renderRow={(row, update, i) => {
        const errorOf = fieldError(errors, 'education', i);
        return (
          <Entry name={`School ${i + 1}`}>
            <Field label="School" error={errorOf('school')}>
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  value={row.school}
                  onChange={(e) => update({ school: e.target.value })}
                />
              )}
            </Field>
            <Field label="Degree or course" error={errorOf('degree')}>
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  value={row.degree}
                  onChange={(e) => update({ degree: e.target.value })}
                />
              )}
            </Field>
            <YearFields row={row} update={update} errorOf={errorOf} />
          </Entry>
        );
      }}
    />
  );
}
