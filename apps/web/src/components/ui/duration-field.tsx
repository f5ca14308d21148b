import type { JobDuration } from '@skillora/shared/constants';
import { DurationSelect } from './duration-select';
import { Field, type FieldProps } from './form-field';

type DurationFieldProps = Omit<FieldProps, 'children' | 'hint'> & {
  value: JobDuration | '';
  onChange: (duration: JobDuration | '') => void;
};

/** A labelled DurationSelect: a job's expected duration, a proposal's estimate. */
export function DurationField({ value, onChange, ...field }: DurationFieldProps) {
  return (
    <Field {...field}>
      {(control) => <DurationSelect control={control} value={value} onChange={onChange} />}
    </Field>
  );
}
