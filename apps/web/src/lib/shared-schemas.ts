import { useEffect, useState } from 'react';

export type SharedSchemas = typeof import('./form-schemas');

let loading: Promise<SharedSchemas> | null = null;

/**
 * The shared zod schemas that forms check (lib/form-schemas.ts), loaded on demand: zod and the
 * schemas are ~28 KB gzip, which would push a form's route chunk past its 50 KB budget
 * (scripts/check-bundle-budget.mjs). Forms start the load when they mount, so it is there by the
 * time anyone submits.
 */
export function loadSharedSchemas(): Promise<SharedSchemas> {
  loading ??= import('./form-schemas').catch((err) => {
    loading = null; // a failed chunk load may succeed on the next try
    throw err;
  });
  return loading;
}

/** The shared schemas once loaded (null until then). */
export function useSharedSchemas(): SharedSchemas | null {
  const [schemas, setSchemas] = useState<SharedSchemas | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadSharedSchemas().then(
      (loaded) => isCurrent && setSchemas(loaded),
      () => undefined, // tried again on submit, which reports a failure
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return schemas;
}
