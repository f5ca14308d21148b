import { weekOf, weekTotals } from '@skillora/shared/hourly-week';
import type { HourlyThisWeek } from '@skillora/shared/schemas/hourly-reads';
import type { Clock } from '../../lib/clock';
import type { UnitOfWork } from '../../outbox';
import type { Viewer } from './contract-view';
import { withParties } from './parties';

/**
 * This week across a person's active hourly contracts (issue 27): the freelancer's Log time page, the
 * client's home and wallet. Finished time only; a running timer counts once stopped.
 */
export function createHourlyThisWeek(uow: UnitOfWork, clock: Clock) {
  return async (viewer: Viewer): Promise<{ data: HourlyThisWeek }> => {
    const week = weekOf(clock.now());
    const rows = await withParties(uow.read, await uow.read.timeEntries.activeHourly(viewer.id));
    const minutes = await uow.read.timeEntries.weekMinutesOf(
      rows.map((r) => r.id),
      week,
    );
    const contracts = rows.map((c) => {
      const rate = c.hourlyRateCents ?? 0;
      return {
        id: c.id,
        title: c.title,
        client: c.client,
        freelancer: c.freelancer,
        hourlyRateCents: rate,
        ...weekTotals(minutes.get(c.id) ?? 0, c.weeklyLimitHours, rate),
        paused: c.pausedAt !== null,
      };
    });
    const sum = (pick: (c: (typeof contracts)[number]) => number) =>
      contracts.reduce((total, c) => total + pick(c), 0);
    return {
      data: {
        week,
        contracts,
        totalMinutes: sum((c) => c.totalMinutes),
        billableMinutes: sum((c) => c.billableMinutes),
        amountCents: sum((c) => c.amountCents),
      },
    };
  };
}
