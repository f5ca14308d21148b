import { formatMoney } from '@skillora/shared';
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

/**
 * Which events of hiring, payouts and messages notify whom, and in what words (issue 16; a
 * contract's and its milestones' are in contract-notifications.ts). Each handler creates at most one
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

  outbox.on('offer.withdrawn', 'notify: offer withdrawn', async ({ id, payload }) => {
    const offer = await facts.offer(payload.offerId);
    if (!offer) return;
    await service.create(id, payload.freelancerId, 'offer_withdrawn', {
      title: `Offer withdrawn: "${offer.title}"`,
      body: payload.jobFilled
        ? `${offer.clientName} hired another freelancer for the job, so the offer "${offer.title}" was withdrawn.`
        : `${offer.clientName} withdrew the offer "${offer.title}". It can no longer be accepted.`,
      link: '/freelancer/offers',
    });
  });

  outbox.on('invitation.created', 'notify: invited to a job', async ({ id, payload }) => {
    const job = await facts.jobWithClient(payload.jobId);
    if (!job) return;
    await service.create(id, payload.freelancerId, 'invitation_received', {
      title: `Invitation: "${job.title}"`,
      body: `${job.clientName} invited you to their job "${job.title}". Read it and send a proposal if it suits you.`,
      link: '/freelancer/invitations',
    });
  });

  outbox.on('contract.started', 'notify: offer accepted', async ({ id, payload }) => {
    // The client accepting a counter-offer is told to the freelancer (offer-round-notifications.ts).
    if (payload.acceptedBy === 'client') return;
    const contract = await facts.contract(payload.contractId);
    if (!contract) return;
    await service.create(id, payload.clientId, 'offer_accepted', {
      title: `Offer accepted: "${contract.title}"`,
      body: `${contract.freelancerName} accepted your offer "${contract.title}". The contract has started: fund a milestone so work can begin.`,
      link: `/client/contracts/${payload.contractId}`,
    });
  });

  outbox.on('offer.declined', 'notify: offer declined', async ({ id, payload }) => {
    if (payload.declinedBy === 'client') return;
    const offer = await facts.offer(payload.offerId);
    if (!offer) return;
    await service.create(id, payload.clientId, 'offer_declined', {
      title: `Offer declined: "${offer.title}"`,
      body: `${offer.freelancerName} declined your offer "${offer.title}".`,
      link: `/client/jobs/${payload.jobId}`,
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

  outbox.on(
    'escrow.held_limit_near',
    'notify: admins, held funds near the limit',
    async ({ id, payload }) => {
      // Released or refunded since: the provider holds nothing for it any more.
      const held = await read.ledger.escrowBalance([payload.milestoneId]);
      if (held <= 0) return;
      const title =
        (await read.milestones.titles([payload.milestoneId])).get(payload.milestoneId) ?? 'a milestone';
      for (const adminId of await read.users.activeAdminIds()) {
        await service.create(id, adminId, 'held_funds_warning', {
          title: `Escrow for "${title}" nears the provider's limit on held funds`,
          body: `${formatMoney(held, 'exact', payload.currency)} has been held for "${title}" since it was funded; the payment provider holds funds until ${payload.limitAt.slice(0, 10)}. Help the parties release or refund it before then.`,
          link: `/admin/contracts/${payload.contractId}`,
        });
      }
    },
  );

  outbox.on('payout.returned', 'notify: payout returned', async ({ id, payload }) => {
    const amount = formatMoney(payload.amountCents, 'exact', payload.currency);
    await service.create(id, payload.freelancerId, 'payout_returned', {
      title: `Payout returned: ${amount}`,
      body: `Your payout of ${amount} could not be delivered, so it is back in your available balance. Check your payout account, then withdraw again.`,
      link: '/freelancer/wallet',
    });
  });

  outbox.on('hourly.charge_refused', 'notify: card refused', async ({ id, payload }) => {
    const week = payload.week ? ` for the week of ${payload.week}` : '';
    await service.create(id, payload.clientId, 'card_refused', {
      title: 'Your card was refused: the hourly contract is paused',
      body: `The weekly charge${week} was refused (${payload.message}). Pay the week's invoice with a card that works on the contract page; until then no time can be logged.`,
      link: `/client/contracts/${payload.contractId}`,
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
