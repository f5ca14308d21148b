import type { Repositories } from '../../outbox';

/**
 * The facts a notification's words are made of, read through the repositories of the modules whose
 * events they follow (jobs, contracts, money, messages), with the people's names from auth (ADR 026).
 */
export function createNotificationFacts(read: Repositories) {
  const namesOf = async (...ids: string[]) =>
    new Map((await read.users.findCards(ids)).map((user) => [user.id, user.name]));

  return {
    /** Whether the recipient had read the conversation up to this message already (its tab was open). */
    messageSeenBy: (messageId: string, recipientId: string) =>
      read.conversations.isSeenBy(messageId, recipientId),

    async jobWithName(jobId: string, userId: string) {
      const [[job], names] = await Promise.all([read.jobs.findCards([jobId]), namesOf(userId)]);
      const name = names.get(userId);
      return job && name !== undefined ? { title: job.title, name } : null;
    },

    /** A job with its client's name (an invitation to it). */
    async jobWithClient(jobId: string) {
      const [job] = await read.jobs.findCards([jobId]);
      if (!job) return null;
      const names = await namesOf(job.clientId);
      return { title: job.title, clientName: names.get(job.clientId) ?? 'A client' };
    },

    async offer(offerId: string) {
      const offer = await read.offers.findParties(offerId);
      if (!offer) return null;
      const names = await namesOf(offer.clientId, offer.freelancerId);
      return {
        ...offer,
        clientName: names.get(offer.clientId),
        freelancerName: names.get(offer.freelancerId),
      };
    },

    async contract(contractId: string) {
      const contract = await read.contracts.findParties(contractId);
      if (!contract) return null;
      const names = await namesOf(contract.clientId, contract.freelancerId);
      return {
        ...contract,
        clientName: names.get(contract.clientId),
        freelancerName: names.get(contract.freelancerId),
      };
    },

    async milestone(milestoneId: string) {
      const m = await read.contracts.findMilestoneWithParties(milestoneId);
      if (!m) return null;
      const names = await namesOf(m.clientId, m.freelancerId);
      return { ...m, clientName: names.get(m.clientId), freelancerName: names.get(m.freelancerId) };
    },

    payment: async (paymentId: string) => {
      const method = await read.payments.findMethod(paymentId);
      return method === null ? null : { method };
    },
  };
}
