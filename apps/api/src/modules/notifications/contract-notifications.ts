import { formatMoney, type NotificationKind } from '@skillora/shared';
import { textTime } from '@skillora/shared/text-times';
import type { Dispatcher, Repositories } from '../../outbox';
import { createNotificationFacts } from './notification-facts';
import type { NotificationsService } from './notifications.service';

// A deadline is kept as its instant and worded where the text is read, in the reader's zone.
const when = textTime;

/**
 * What the parties hear of a contract and its milestones (issues 16 and 31): the side that did not
 * make a change hears of it — a milestone funded, proposed, answered, cancelled, submitted, sent
 * back, released or refunded, and the contract ended. A dispute's outcome is told by the dispute's
 * own notifications.
 */
export function registerContractNotifications(
  outbox: Dispatcher,
  service: NotificationsService,
  read: Repositories,
) {
  const facts = createNotificationFacts(read);

  outbox.on('milestone.changed', 'notify: the other party', async ({ id, payload }) => {
    const m = await facts.milestone(payload.milestoneId);
    if (!m) return;
    const amount = formatMoney(m.amountCents, 'exact', m.currency);
    const about = `"${m.title}" (${amount}) on "${m.contractTitle}"`;
    const toFreelancer = `/freelancer/contracts/${payload.contractId}`;
    const toClient = `/client/contracts/${payload.contractId}`;
    const tellFreelancer = async (kind: NotificationKind, title: string, body: string) =>
      void (await service.create(id, payload.freelancerId, kind, { title, body, link: toFreelancer }));
    const tellClient = async (kind: NotificationKind, title: string, body: string) =>
      void (await service.create(id, payload.clientId, kind, { title, body, link: toClient }));
    switch (payload.change) {
      case 'funded':
        return tellFreelancer(
          'milestone_funded',
          `Milestone funded: "${m.title}"`,
          `${m.clientName} funded "${m.title}" (${amount}) on "${m.contractTitle}". The money is in escrow: you can start work.`,
        );
      case 'submitted':
        return tellClient(
          'work_submitted',
          `Work submitted: "${m.title}"`,
          `${m.freelancerName} submitted work on "${m.title}" (${m.contractTitle}). Approve it or ask for changes${m.autoReleaseAt ? `; otherwise it is released automatically on ${when(m.autoReleaseAt)}` : ''}.`,
        );
      case 'changes_requested':
        return tellFreelancer(
          'changes_requested',
          `Changes requested: "${m.title}"`,
          `${m.clientName} asked for changes on "${m.title}" (${m.contractTitle}).`,
        );
      case 'released':
        return tellFreelancer(
          'milestone_released',
          `Payment released: "${m.title}"`,
          `${amount} for "${m.title}" (${m.contractTitle}) was released. Your share is in your wallet, available after the payout hold.`,
        );
      case 'proposed':
        return tellFreelancer(
          'milestone_proposed',
          `New milestone proposed: "${m.title}"`,
          `${m.clientName} proposed the milestone ${about}. Accept it so it can be funded, or decline it.`,
        );
      case 'accepted':
        return tellClient(
          'milestone_accepted',
          `Milestone accepted: "${m.title}"`,
          `${m.freelancerName} accepted the milestone ${about}. Fund it so work can begin.`,
        );
      case 'declined':
        return tellClient(
          'milestone_declined',
          `Milestone declined: "${m.title}"`,
          `${m.freelancerName} declined the milestone ${about}.`,
        );
      case 'cancelled':
        return tellFreelancer(
          'milestone_cancelled',
          `Milestone cancelled: "${m.title}"`,
          `${m.clientName} cancelled the milestone ${about}. It was never funded, so no money moved.`,
        );
      case 'refunded': {
        // A dispute's refund is told as the dispute's outcome, to both.
        if (payload.by === 'dispute') return;
        const who = payload.by === 'admin' ? 'An admin' : m.freelancerName;
        await tellClient(
          'milestone_refunded',
          `Refund: "${m.title}"`,
          `${who} refunded ${amount} for "${m.title}" (${m.contractTitle}). The money goes back to the card you paid with.`,
        );
        if (payload.by === 'admin') {
          await tellFreelancer(
            'milestone_refunded',
            `Refund: "${m.title}"`,
            `An admin refunded ${amount} for "${m.title}" (${m.contractTitle}) to ${m.clientName}.`,
          );
        }
        return;
      }
      default:
        return;
    }
  });

  outbox.on('milestone.auto_release_reminder', 'notify: auto-release soon', async ({ id, payload }) => {
    const m = await facts.milestone(payload.milestoneId);
    // Approved, sent back or resubmitted since, or its release paused or moved by a dispute: this
    // reminder is about nothing any more.
    if (m?.status !== 'submitted' || m.submissionCount !== payload.submission || !m.autoReleaseAt) return;
    if (payload.dueAt && m.autoReleaseAt.toISOString() !== payload.dueAt) return;
    const amount = formatMoney(m.amountCents, 'exact', m.currency);
    await service.create(id, m.clientId, 'auto_release_reminder', {
      title: `"${m.title}" will be released in ${payload.hoursLeft} hours`,
      body: `${m.freelancerName}'s work on "${m.title}" (${m.contractTitle}) is waiting for your review. Unless you approve it or ask for changes, ${amount} is released automatically${m.autoReleaseAt ? ` on ${when(m.autoReleaseAt)}` : ''}.`,
      link: `/client/contracts/${payload.contractId}`,
    });
  });

  outbox.on('contract.ended', 'notify: the freelancer', async ({ id, payload }) => {
    const c = await facts.contract(payload.contractId);
    if (!c) return;
    const n = payload.cancelledMilestones ?? 0;
    const cancelled =
      n === 0
        ? ''
        : n === 1
          ? ' Its unfunded milestone was cancelled.'
          : ` Its ${n} unfunded milestones were cancelled.`;
    await service.create(id, payload.freelancerId, 'contract_ended', {
      title: `Contract ended: "${c.title}"`,
      body: `${c.clientName} ended the contract "${c.title}".${cancelled} Nothing more can be funded or submitted on it; money already released to you stays in your wallet.`,
      link: `/freelancer/contracts/${payload.contractId}`,
    });
  });

  // Hourly contracts' clocks (issue 27): a week without hours, and 30 days without any.
  outbox.on('hourly.log_reminder', 'notify: log the week', async ({ id, payload }) => {
    const c = await facts.contract(payload.contractId);
    if (!c) return;
    await service.create(id, payload.freelancerId, 'hours_reminder', {
      title: `No hours logged this week on "${c.title}"`,
      body: `You have logged no time this week on "${c.title}". Log it before Monday 12:00 UTC: then the week is invoiced and locked.`,
      link: `/freelancer/contracts/${payload.contractId}`,
    });
  });

  outbox.on('hourly.paused', 'notify: both parties', async ({ id, payload }) => {
    const c = await facts.contract(payload.contractId);
    if (!c) return;
    const title = `Contract paused: "${c.title}"`;
    const body = `No time was logged on "${c.title}" for 30 days, so the contract is paused. Either of you can resume it from the contract page.`;
    await service.create(id, payload.clientId, 'contract_paused', {
      title,
      body,
      link: `/client/contracts/${payload.contractId}`,
    });
    await service.create(id, payload.freelancerId, 'contract_paused', {
      title,
      body,
      link: `/freelancer/contracts/${payload.contractId}`,
    });
  });
}
