import type { DisputeReason } from '@skillora/shared';
import { DISPUTE_REASON_LABELS } from '@skillora/shared/dispute-rules';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';

/** The dispute's reason, from those open to the side that disputes. */
export function DisputeReasonField({
  reasons,
  value,
  onChange,
}: {
  reasons: readonly DisputeReason[];
  value: DisputeReason;
  onChange: (reason: DisputeReason) => void;
}) {
  return (
    <Field label="Reason">
      {(c) => (
        <select
          {...c}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(reasons.find((r) => r === e.target.value) ?? value)}
        >
          {reasons.map((r) => (
            <option key={r} value={r}>
              {DISPUTE_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
