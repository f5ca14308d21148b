import type { Timesheet } from '@skillora/shared';

/**
 * What disputing the chosen entries of an invoiced week holds back, as the server counts it (ADR 037):
 * their minutes, at most the billed ones (time over the weekly limit was never charged), at the rate,
 * at most the invoice. Shown live while the client ticks entries.
 */
export function disputedCents(sheet: Timesheet, chosen: ReadonlySet<string>): number {
  if (!sheet.invoice) return 0;
  const minutes = sheet.entries
    .filter((e) => chosen.has(e.id) && e.endedAt)
    .reduce((sum, e) => sum + e.minutes, 0);
  const billed = Math.min(minutes, sheet.invoice.billableMinutes);
  return Math.min(sheet.invoice.amountCents, Math.round((billed * sheet.hourlyRateCents) / 60));
}
