import { useEffect } from 'react';

export type ProfileSchemas = typeof import('@skillora/shared/schemas/profiles');

let loading: Promise<ProfileSchemas> | null = null;

/**
 * The profile forms' zod schemas, loaded on demand like lib/shared-schemas.ts (the route chunk stays
 * within its budget); started when a form mounts, awaited on submit.
 */
export function loadProfileSchemas(): Promise<ProfileSchemas> {
  loading ??= import('@skillora/shared/schemas/profiles').catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

export function usePreloadProfileSchemas() {
  useEffect(() => {
    loadProfileSchemas().catch(() => undefined);
  }, []);
}
