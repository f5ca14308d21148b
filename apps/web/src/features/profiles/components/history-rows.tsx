import { PROFILE_HISTORY_MAX } from '@skillora/shared/profiles';
import type { ReactNode } from 'react';
import { InputField, TextAreaField } from '../../../components/ui/text-fields';
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
      <InputField
        label="From (year)"
        error={errorOf('fromYear')}
        inputMode="numeric"
        value={row.fromYear}
        onChange={(value) => update({ fromYear: value })}
      />
      <InputField
        label="To (year)"
        hint="Empty if current"
        error={errorOf('toYear')}
        inputMode="numeric"
        value={row.toYear}
        onChange={(value) => update({ toYear: value })}
      />
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
            <InputField
              label="Company"
              error={errorOf('company')}
              value={row.company}
              onChange={(value) => update({ company: value })}
            />
            <InputField
              label="Role"
              error={errorOf('title')}
              value={row.title}
              onChange={(value) => update({ title: value })}
            />
            <YearFields row={row} update={update} errorOf={errorOf} />
            <TextAreaField
              label="What you did"
              className="sm:col-span-2"
              error={errorOf('description')}
              rows={3}
              value={row.description}
              onChange={(value) => update({ description: value })}
            />
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
            <InputField
              label="School"
              error={errorOf('school')}
              value={row.school}
              onChange={(value) => update({ school: value })}
            />
            <InputField
              label="Degree or course"
              error={errorOf('degree')}
              value={row.degree}
              onChange={(value) => update({ degree: value })}
            />
            <YearFields row={row} update={update} errorOf={errorOf} />
          </Entry>
        );
      }}
    />
  );
}
