/**
 * One field's value and change, for a form whose state is one object changed by patches:
 * `{...bind('duration')}` for `value={values.duration} onChange={(duration) => change({ duration })}`.
 */
export function fieldBinder<V extends object>(values: V, change: (patch: Partial<V>) => void) {
  return <K extends keyof V>(key: K) => ({
    value: values[key],
    onChange: (value: V[K]) => change({ [key]: value } as unknown as Partial<V>),
  });
}
