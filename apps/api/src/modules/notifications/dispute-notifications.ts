import { formatMoney } from '@skillora/shared';
import { textTime } from '@skillora/shared/text-times';
import type { Dispatcher, Repositories } from '../../outbox';
import type { NotificationsService } from './notifications.service';

// A deadline is kept as its instant and worded where the text is read, in the reader's zone.
const when = textTime;
type Side = 'client' | 'freelancer';
const other = (side: Side): Side => (side === 'client' ? 'freelancer' : 'client');

/**
 * What the parties hear of a dispute (issue 25): the other party hears of every step, both hear of
 * its end, and the party who must answer is reminded 72 h and 24 h before the deadline — the admins,
 * before a mediation's.
 */
export function registerDisputeNotifications(
  outbox: Dispatcher,
  service: NotificationsService,
  read: Repositories,
) {
  async function facts(disputeId: string) {
    const d = await read.disputes.find(disputeId);
    if (!d) return null;
    const names = new Map(
      (await read.users.findCards([d.clientId, d.freelancerId])).map((u) => [u.id, u.name]),
    );
    const money = (cents: number) => formatMoney(cents, 'exact', d.currency);
    return {
      d,
      name: (side: Side) => names.get(side === 'client' ? d.clientId : d.freelancerId) ?? 'The other party',
      userOf: (side: Side) => (side === 'client' ? d.clientId : d.freelancerId),
      link: (side: Side) => `/${side}/contracts/${d.contractId}`,
      about: `"${d.milestoneTitle}" (${d.contractTitle})`,
      asked: `${money(d.requestReleaseCents)} released and ${money(d.heldCents - d.requestReleaseCents)} refunded`,
      money,
    };
  }

  outbox.on('dispute.changed', 'notify: dispute steps', async ({ id, payload }) => {
    const f = await facts(payload.disputeId);
    if (!f) return;
    const { d } = f;
    const tell = (side: Side, title: string, body: string) =>
      service.create(id, f.userOf(side), 'dispute_update', { title, body, link: f.link(side) });
    const by = payload.by;
    switch (payload.change) {
      case 'opened':
        if (!by) return;
        return void (await tell(
          other(by),
          `Dispute opened on "${d.milestoneTitle}"`,
          `${f.name(by)} opened a dispute on ${f.about} and asks for ${f.asked}. The money stays in escrow. Answer by ${when(d.responseDueAt)}, or the request is granted.`,
        ));
      case 'responded':
      case 'settlement_proposed':
      case 'mediation_requested':
        if (!by) return;
        return void (await tell(
          other(by),
          `Dispute on "${d.milestoneTitle}": ${payload.change === 'responded' ? 'answered' : payload.change === 'settlement_proposed' ? 'a settlement proposed' : 'mediation asked for'}`,
          `${f.name(by)} ${payload.change === 'responded' ? 'answered the dispute' : payload.change === 'settlement_proposed' ? 'proposed a settlement of the dispute' : 'asked an admin to decide the dispute'} on ${f.about}.`,
        ));
      case 'files_added':
        if (!by) return;
        return void (await tell(
          other(by),
          `Dispute on "${d.milestoneTitle}": files added`,
          `${f.name(by)} attached files to the dispute on ${f.about}. They are on the dispute's page.`,
        ));
      case 'withdrawn':
        if (!by) return;
        return void (await tell(
          other(by),
          `Dispute withdrawn: "${d.milestoneTitle}"`,
          `${f.name(by)} withdrew the dispute on ${f.about}. The milestone's money may move again.`,
        ));
      case 'settled': {
        const released = f.money(d.outcomeReleaseCents ?? 0);
        const refunded = f.money(d.heldCents - (d.outcomeReleaseCents ?? 0));
        const how =
          d.outcomeBy === 'admin'
            ? 'as an admin decided'
            : d.outcomeBy === 'no_response'
              ? 'as asked, because there was no answer in time'
              : 'as the parties agreed';
        for (const side of ['client', 'freelancer'] as const) {
          await tell(
            side,
            `Dispute settled: "${d.milestoneTitle}"`,
            `The dispute on ${f.about} is settled ${how}: ${released} released to the freelancer, ${refunded} refunded to the client.`,
          );
        }
        return;
      }
    }
  });

  outbox.on('dispute.response_reminder', 'notify: answer the dispute soon', async ({ id, payload }) => {
    const f = await facts(payload.disputeId);
    // Answered, settled or withdrawn since: nothing to remind of.
    if (f?.d.status !== 'awaiting_response') return;
    const side = other(f.d.openerSide);
    await service.create(id, f.userOf(side), 'dispute_deadline', {
      title: `${payload.hoursLeft} hours left to answer the dispute on "${f.d.milestoneTitle}"`,
      body: `${f.name(f.d.openerSide)} asks for ${f.asked} on ${f.about}. Unless you answer by ${when(f.d.responseDueAt)}, the request is granted.`,
      link: f.link(side),
    });
  });

  outbox.on('dispute.mediation_reminder', 'notify: admins, decide soon', async ({ id, payload }) => {
    const f = await facts(payload.disputeId);
    // Decided (or withdrawn) since: nothing to remind of.
    if (f?.d.status !== 'in_mediation' || !f.d.mediationDueAt) return;
    for (const adminId of await read.users.activeAdminIds()) {
      await service.create(id, adminId, 'dispute_deadline', {
        title: `${payload.hoursLeft} hours left to decide the dispute on "${f.d.milestoneTitle}"`,
        body: `The dispute on ${f.about} (${f.money(f.d.heldCents)} in escrow) is in mediation. Decide it by ${when(f.d.mediationDueAt)}.`,
        link: `/admin/disputes/${f.d.id}`,
      });
    }
  });
}
