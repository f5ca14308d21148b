import { weekOf, weekState, weekTotals } from '@skillora/shared/hourly-week';
import type { Clock } from '../../lib/clock';
import type { UnitOfWork } from '../../outbox';
import type { Viewer } from './contract-view';
import { readHourlyContract } from './time-entries.service';

const WEEK_MS = 7 * 86_400_000;
/** A year of weeks at most: older ones are in the CSV export. */
const MAX_WEEKS = 53;
const mondayBefore = (monday: string, weeks: number) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) - weeks * WEEK_MS).toISOString().slice(0, 10);

/**
 * The weeks of an hourly contract, newest first (issue 27): from its start (or its first entry) to
 * this week, each with its time, its invoice's amount and its state, for the Timesheet's week list.
 */
export function createTimesheetWeeks(uow: UnitOfWork, clock: Clock) {
  return async (contractId: string, viewer: Viewer) => {
    const c = await readHourlyContract(uow, contractId, viewer);
    const now = clock.now();
    const last = weekOf(now);
    const oldest = mondayBefore(last, MAX_WEEKS - 1);
    const minutes = await uow.read.timeEntries.weeklyMinutes(contractId, oldest);
    const invoices = await uow.read.hourlyCharges.weekInvoices(contractId, oldest, last);
    const disputed = await uow.read.disputes.activeOn(
      [...invoices.values()].flatMap((i) => (i ? [i.milestoneId] : [])),
    );
    const first = [weekOf(c.createdAt < now ? c.createdAt : now), ...minutes.keys(), ...invoices.keys()]
      .filter((w) => w >= oldest)
      .sort()[0]!;
    const weeks: string[] = [];
    for (let w = last; w >= first; w = mondayBefore(w, 1)) weeks.push(w);
    return {
      data: weeks.map((week) => {
        const totalMinutes = minutes.get(week) ?? 0;
        const invoice = invoices.get(week) ?? null;
        return {
          week,
          totalMinutes,
          amountCents:
            invoice?.amountCents ?? weekTotals(totalMinutes, c.weeklyLimitHours, c.rate).amountCents,
          state: weekState(week, now, invoice, Boolean(invoice && disputed.has(invoice.milestoneId))),
        };
      }),
    };
  };
}
