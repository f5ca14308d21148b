type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name; the state is read out as on/off. */
  label: string;
  disabled?: boolean;
  'aria-describedby'?: string;
};

/** An on/off toggle (role="switch"): a button, so Space and Enter work without extra code. */
export function Switch({ checked, onCheckedChange, label, disabled, ...aria }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-wait disabled:opacity-60 ${
        checked ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-gray-400 dark:bg-gray-600'
      }`}
      {...aria}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
          checked ? 'translate-x-[1.375rem]' : 'translate-x-0.5'
        }`}
      />
    </button>
  );
}
