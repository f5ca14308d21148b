/** Raw SQL rows carry no column types: timestamps come as a Date on pg and as text on PGlite. */
export const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
export const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
