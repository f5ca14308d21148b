import { textTime } from '@skillora/shared/text-times';
import type { Dispatcher, Repositories } from '../../outbox';
import { createNotificationFacts } from './notification-facts';
import type { NotificationsService } from './notifications.service';

const offerPage = (role: 'client' | 'freelancer', offerId: string) => `/${role}/offers/${offerId}`;

/**
 * What the parties hear of a negotiation (issue 32, ADR 039): a counter-offer, the client's answer
 * to one, and a round that expires within 24 h (both parties, the instant worded for each reader).
 */
export function registerOfferRoundNotifications(
  outbox: Dispatcher,
  service: NotificationsService,
  read: Repositories,
) {
  const facts = createNotificationFacts(read);

  outbox.on('offer.countered', 'notify: counter-offer', async ({ id, payload }) => {
    const offer = await facts.offer(payload.offerId);
    if (!offer) return;
    const byFreelancer = payload.madeBy === 'freelancer';
    const maker = byFreelancer ? offer.freelancerName : offer.clientName;
    await service.create(id, byFreelancer ? payload.clientId : payload.freelancerId, 'offer_countered', {
      title: `Counter-offer: "${offer.title}"`,
      body: `${maker} answered with a counter-offer on "${offer.title}". Accept it, decline it or counter again.`,
      link: offerPage(byFreelancer ? 'client' : 'freelancer', payload.offerId),
    });
  });

  outbox.on('offer.expiring', 'notify: offer expires soon', async ({ id, payload }) => {
    const offer = await facts.offer(payload.offerId);
    if (!offer) return;
    const what = payload.madeBy === 'client' ? 'The offer' : 'The counter-offer';
    const body = `${what} "${offer.title}" expires at ${textTime(new Date(payload.expiresAt))} unless it is answered.`;
    const title = `Offer expires soon: "${offer.title}"`;
    await service.create(id, payload.clientId, 'offer_expiring', {
      title,
      body,
      link: offerPage('client', payload.offerId),
    });
    await service.create(id, payload.freelancerId, 'offer_expiring', {
      title,
      body,
      link: offerPage('freelancer', payload.offerId),
    });
  });

  outbox.on('contract.started', 'notify: counter-offer accepted', async ({ id, payload }) => {
    if (payload.acceptedBy !== 'client') return;
    const contract = await facts.contract(payload.contractId);
    if (!contract) return;
    await service.create(id, payload.freelancerId, 'offer_accepted', {
      title: `Counter-offer accepted: "${contract.title}"`,
      body: `${contract.clientName} accepted your counter-offer "${contract.title}". The contract has started.`,
      link: `/freelancer/contracts/${payload.contractId}`,
    });
  });

  outbox.on('offer.declined', 'notify: counter-offer declined', async ({ id, payload }) => {
    if (payload.declinedBy !== 'client') return;
    const offer = await facts.offer(payload.offerId);
    if (!offer) return;
    await service.create(id, payload.freelancerId, 'offer_declined', {
      title: `Counter-offer declined: "${offer.title}"`,
      body: `${offer.clientName} declined your counter-offer "${offer.title}".`,
      link: offerPage('freelancer', payload.offerId),
    });
  });
}
