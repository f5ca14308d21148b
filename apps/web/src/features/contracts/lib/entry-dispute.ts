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

/** The milestone that holds a split week's undisputed time (its title is the server's, ADR 037). */
export const undisputedTitle = (week: string) => `Week of ${week}: undisputed time`;

/**
 * A week's milestones on the contract, by the titles the server gives them (ADR 037): its invoice
 * ("Week of W: H h M min") and, once entries were disputed, the undisputed rest. The timesheet reads
 * name neither the rest nor a dispute; the contract and the viewer's disputes do.
 */
export function weekMilestones<M extends { title: string }>(milestones: readonly M[], week: string) {
  const rest = milestones.find((m) => m.title === undisputedTitle(week));
  const invoice = milestones.find((m) => m !== rest && m.title.startsWith(`Week of ${week}: `));
  return { invoice, rest };
}
