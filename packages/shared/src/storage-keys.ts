/**
 * The browser's storage keys. A module of their own: the landing route reads the theme's key, and
 * importing it from constants.ts would load every constant with it (its 100 KB budget, ADR 009).
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  userRole: 'userRole',
  user: 'user',
} as const;
