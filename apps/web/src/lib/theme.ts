import { STORAGE_KEYS } from '@skillora/shared/storage-keys';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  storage.set(STORAGE_KEYS.theme, theme);
  for (const listener of listeners) listener();
}

/** Switches to the other theme and keeps it, under `theme`. */
export const toggleTheme = () => setTheme(current() === 'dark' ? 'light' : 'dark');

/** Light or dark, kept up to date; the inline script in index.html applies the saved one before first paint. */
export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'light',
  );
}
