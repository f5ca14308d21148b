import { useEffect, useState } from 'react';

export type Contracts = typeof import('@skillora/shared');

let loading: Promise<Contracts> | null = null;

/**
 * The shared zod contracts, loaded on demand: zod and the schemas are ~28 KB gzip, which would push
 * a form's route chunk past its 50 KB budget (scripts/check-bundle-budget.mjs). Forms start the load
 * when they mount, so it is there by the time anyone submits.
 */
export function loadContracts(): Promise<Contracts> {
  loading ??= import('@skillora/shared').catch((err) => {
    loading = null; // a failed chunk load may succeed on the next try
    throw err;
  });
  return loading;
}

/** The contracts once loaded (null until then). */
export function useContracts(): Contracts | null {
  const [contracts, setContracts] = useState<Contracts | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadContracts().then(
      (loaded) => isCurrent && setContracts(loaded),
      () => undefined, // tried again on submit, which reports a failure
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return contracts;
}
