import { weekOf, weekState } from '@skillora/shared/hourly-week';
import type { Clock } from '../../lib/clock';
import { csvField, csvOf } from '../../lib/csv';
import type { UnitOfWork } from '../../outbox';
import type { Viewer } from './contract-view';
import { readHourlyContract } from './time-entries.service';

export const TIME_CSV_COLUMNS = ['date', 'start', 'end', 'minutes', 'source', 'memo', 'week', 'week state'];
const DAY_MS = 86_400_000;
const hhmm = (at: Date) => at.toISOString().slice(11, 16);

/**
 * A contract's finished time as CSV (issue 27): one row per entry that started on the days asked
 * (UTC, both included), with its week and the week's state. Times are UTC like the weeks.
 */
export function createTimeCsv(uow: UnitOfWork, clock: Clock) {
  return async (contractId: string, viewer: Viewer, q: { from: string; to: string }) => {
    await readHourlyContract(uow, contractId, viewer);
    const from = new Date(`${q.from}T00:00:00Z`);
    const to = new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
    const entries = await uow.read.timeEntries.between(contractId, from, to);
    const invoices = await uow.read.hourlyCharges.weekInvoices(contractId, weekOf(from), q.to);
    const disputed = await uow.read.disputes.activeOn(
      [...invoices.values()].flatMap((i) => (i ? [i.milestoneId] : [])),
    );
    const now = clock.now();
    const rows = entries.map((e) => [
      e.startedAt.toISOString().slice(0, 10),
      hhmm(e.startedAt),
      hhmm(e.endedAt!),
      String(e.minutes),
      e.source === 'timer' ? 'tracked' : 'manual',
      csvField(e.memo),
      e.week,
      weekState(
        e.week,
        now,
        invoices.get(e.week) ?? null,
        disputed.has(invoices.get(e.week)?.milestoneId ?? ''),
      ),
    ]);
    return { name: `time-${q.from}-to-${q.to}.csv`, csv: csvOf([TIME_CSV_COLUMNS, ...rows]) };
  };
}
