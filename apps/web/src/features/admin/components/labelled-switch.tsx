import { Switch } from '../../../components/ui/switch';
import { Tooltip } from '../../../components/ui/tooltip';

type LabelledSwitchProps = {
  checked: boolean;
  /** The switch's accessible name, e.g. "Active: Ada Lovelace". */
  label: string;
  /** What flipping it does, shown on hover and focus. */
  tooltip: string;
  /** The state in words beside the switch: [when on, when off]. */
  stateText: readonly [on: string, off: string];
  disabled: boolean;
  onToggle: () => void;
};

/** A row's on/off switch in an admin table, with its tooltip and its state in words. */
export function LabelledSwitch({
  checked,
  label,
  tooltip,
  stateText,
  disabled,
  onToggle,
}: LabelledSwitchProps) {
  return (
    <div className="flex items-center gap-3">
      <Tooltip text={tooltip}>
        {(tooltipId) => (
          <Switch
            checked={checked}
            label={label}
            aria-describedby={tooltipId}
            disabled={disabled}
            onCheckedChange={onToggle}
          />
        )}
      </Tooltip>
      <span
        className={`text-xs font-semibold ${checked ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}
      >
        {checked ? stateText[0] : stateText[1]}
      </span>
    </div>
  );
}
