import { JOB_DURATIONS, type JobDuration } from '@skillora/shared/constants';
import { DURATION_LABELS } from '../../lib/labels';
import type { FieldControlProps } from './form-field';
import { inputClass } from './input';

type DurationSelectProps = {
  control: FieldControlProps;
  value: JobDuration | '';
  onChange: (duration: JobDuration | '') => void;
};

/** A job's expected duration or a proposal's estimate: one of the shared durations, or none yet. */
export function DurationSelect({ control, value, onChange }: DurationSelectProps) {
  return (
    <select
      {...control}
      name="duration"
      value={value}
      onChange={(e) => onChange(e.target.value as JobDuration | '')}
      className={inputClass}
    >
      <option value="">Select a duration</option>
      {JOB_DURATIONS.map((duration) => (
        <option key={duration} value={duration}>
          {DURATION_LABELS[duration]}
        </option>
      ))}
    </select>
  );
}
