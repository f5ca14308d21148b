import { STORAGE_KEYS } from '@skillora/shared/storage-keys';
import { useCallback, useSyncExternalStore } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  storage.set(STORAGE_KEYS.theme, theme);
  for (const listener of listeners) listener();
}

/** Light or dark, saved under `theme`; the inline script in index.html applies it before first paint. */
export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'light' as Theme,
  );
  const toggle = useCallback(() => setTheme(current() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
