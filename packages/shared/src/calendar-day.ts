import * as z from './zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (a query's start or end), named by `label` in its error. */
export const calendarDay = (label: string) =>
  z.string({ error: `Enter the ${label} date as YYYY-MM-DD` }).refine((s) => {
    const at = new Date(`${s}T00:00:00Z`);
    // `2026-02-30` parses as 2 March: a day is real only if it reads back the same.
    return DAY.test(s) && !Number.isNaN(at.getTime()) && at.toISOString().startsWith(s);
  }, `Enter the ${label} date as YYYY-MM-DD`);
