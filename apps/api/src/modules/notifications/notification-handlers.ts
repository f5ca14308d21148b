import { formatMoney } from '@skillora/shared';
import { textTime } from '@skillora/shared/text-times';
import type { Dispatcher, Repositories } from '../../outbox';
import { userAccounts } from '../auth';
import { createNotificationFacts } from './notification-facts';
import { messageGroupKey } from './notifications.repository';
import type { NotificationsService } from './notifications.service';

declare module '../../outbox' {
  interface EventMap {
    /**
     * Declared by the messages module (issue 16, branch `messages`); the shape is the contract the
     * two modules agreed on. Identical declarations merge, so both may keep theirs.
     */
    'message.created': { conversationId: string; messageId: string; senderId: string; recipientId: string };
  }
}

// A deadline is kept as its instant and worded where the text is read, in the reader's zone.
const when = textTime;

/**
 * Which events notify whom, and in what words (issue 16). Each handler creates at most one
 * notification per event and recipient (`NotificationsService.create`), so retries are harmless.
 */
export function registerNotificationHandlers(
  outbox: Dispatcher,
  service: NotificationsService,
  read: Repositories,
) {
  const facts = createNotificationFacts(read);
  outbox.on('proposal.submitted', 'notify: new proposal', async ({ id, payload }) => {
    const job = await facts.jobWithName(payload.jobId, payload.freelancerId);
    if (!job) return;
    await service.create(id, payload.clientId, 'proposal_received', {
      title: `New proposal on "${job.title}"`,
      body: `${job.name} sent a proposal on your job "${job.title}".`,
      link: `/client/jobs/${payload.jobId}`,
    });
  });

  outbox.on('offer.created', 'notify: offer received', async ({ id, payload }) => {
    const offer = await facts.offer(payload.offerId);
    if (!offer) return;
    await service.create(id, payload.freelancerId, 'offer_received', {
      title: `New offer: "${offer.title}"`,
      body: `${offer.clientName} sent you an offer for "${offer.title}". Accept it to start the contract.`,
      link: '/freelancer/offers',
    });
  });

  outbox.on('contract.started', 'notify: offer accepted', async ({ id, payload }) => {
    const contract = await facts.contract(payload.contractId);
    if (!contract) return;
    await service.create(id, payload.clientId, 'offer_accepted', {
      title: `Offer accepted: "${contract.title}"`,
      body: `${contract.freelancerName} accepted your offer "${contract.title}". The contract has started: fund a milestone so work can begin.`,
      link: `/client/contracts/${payload.contractId}`,
    });
  });

  outbox.on('offer.declined', 'notify: offer declined', async ({ id, payload }) => {
    const offer = await facts.offer(payload.offerId);
    if (!offer) return;
    await service.create(id, payload.clientId, 'offer_declined', {
      title: `Offer declined: "${offer.title}"`,
      body: `${offer.freelancerName} declined your offer "${offer.title}".`,
      link: `/client/jobs/${payload.jobId}`,
    });
  });

  outbox.on('milestone.changed', 'notify: the other party', async ({ id, payload }) => {
    const m = await facts.milestone(payload.milestoneId);
    if (!m) return;
    const amount = formatMoney(m.amountCents, 'exact', m.currency);
    const toFreelancer = `/freelancer/contracts/${payload.contractId}`;
    const toClient = `/client/contracts/${payload.contractId}`;
    switch (payload.change) {
      case 'funded':
        return void (await service.create(id, payload.freelancerId, 'milestone_funded', {
          title: `Milestone funded: "${m.title}"`,
          body: `${m.clientName} funded "${m.title}" (${amount}) on "${m.contractTitle}". The money is in escrow: you can start work.`,
          link: toFreelancer,
        }));
      case 'submitted':
        return void (await service.create(id, payload.clientId, 'work_submitted', {
          title: `Work submitted: "${m.title}"`,
          body: `${m.freelancerName} submitted work on "${m.title}" (${m.contractTitle}). Approve it or ask for changes${m.autoReleaseAt ? `; otherwise it is released automatically on ${when(m.autoReleaseAt)}` : ''}.`,
          link: toClient,
        }));
      case 'changes_requested':
        return void (await service.create(id, payload.freelancerId, 'changes_requested', {
          title: `Changes requested: "${m.title}"`,
          body: `${m.clientName} asked for changes on "${m.title}" (${m.contractTitle}).`,
          link: toFreelancer,
        }));
      case 'released':
        return void (await service.create(id, payload.freelancerId, 'milestone_released', {
          title: `Payment released: "${m.title}"`,
          body: `${amount} for "${m.title}" (${m.contractTitle}) was released. Your share is in your wallet, available after the payout hold.`,
          link: toFreelancer,
        }));
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

  outbox.on('payout.sent', 'notify: payout sent', async ({ id, payload }) => {
    const payment = await facts.payment(payload.paymentId);
    const amount = formatMoney(payload.amountCents, 'exact', payload.currency);
    await service.create(id, payload.freelancerId, 'payout_sent', {
      title: `Payout sent: ${amount}`,
      body: `${amount} is on its way to ${payment?.method ?? 'your payout method'}.`,
      link: '/freelancer/wallet',
    });
  });

  outbox.on('message.created', 'notify: new message', async ({ id, payload }) => {
    const [sender, recipient] = await Promise.all([
      userAccounts.find(read, payload.senderId).then((user) => user?.name ?? null),
      userAccounts.find(read, payload.recipientId).then((user) => user?.role ?? null),
    ]);
    if (!recipient || recipient === 'admin') return;
    await service.create(id, payload.recipientId, 'message_received', {
      title: `New message from ${sender ?? 'a Skillora user'}`,
      body: `${sender ?? 'Someone'} sent you a message on Skillora.`,
      link: `/${recipient}/messages/${payload.conversationId}`,
      groupKey: messageGroupKey(payload.conversationId),
      // Read in an open conversation before this handler ran: on the bell as read, and no mail.
      isRead: await facts.messageSeenBy(payload.messageId, payload.recipientId),
    });
  });

  outbox.on('notification.created', 'deliver: live and mail', async ({ payload }) =>
    service.deliver(payload.notificationId, payload.recipientId),
  );
}
