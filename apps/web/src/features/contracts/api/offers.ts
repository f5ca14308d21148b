import type { CreateOfferRequest } from '@skillora/shared';
import type { ResponseOf } from '@skillora/shared/endpoints/endpoint';
import { offersEndpoints } from '@skillora/shared/endpoints/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { keepAnswer } from '../../../lib/query-answer';
import { marketplaceKey } from '../../../lib/query-keys';
import { contractsKeys } from './keys';

/**
 * The job's proposal cards show the pending offer (they live under the marketplace root), so an
 * offer sent or withdrawn refreshes them as well as the offers and contracts.
 */
const refreshAfterOfferChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
    queryClient.invalidateQueries({ queryKey: marketplaceKey }),
  ]);

/** POST /api/client/proposals/:id/offer — hire from a proposal. */
export function useCreateOffer(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOfferRequest) =>
      callApi(offersEndpoints.create, {
        params: { id: proposalId },
        body,
        fallbackError: 'Failed to send the offer',
      }),
    onSuccess: () => refreshAfterOfferChange(queryClient),
  });
}

/** POST /api/client/offers/:id/withdraw — take back an offer the freelancer has not answered. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(offersEndpoints.withdraw, { params: { id }, fallbackError: 'Failed to withdraw the offer' }),
    // Refused too (the freelancer answered meanwhile): the card then shows what really happened.
    onSettled: () => refreshAfterOfferChange(queryClient),
  });
}

const myOffers = {
  queryKey: contractsKeys.offers,
  queryFn: () => callApi(offersEndpoints.listReceived, { fallbackError: 'Failed to load your offers' }),
};

/** GET /api/freelancer/offers — the offers sent to me. */
export const useMyOffers = () => useQuery(myOffers);

/**
 * How many offers wait for my answer (the area nav's count), from the same query as the Offers page,
 * so answering an offer or a live `offer.created` updates both. Undefined while unknown.
 */
export const usePendingOfferCount = (enabled: boolean) =>
  useQuery({
    ...myOffers,
    enabled,
    select: ({ data }) => data.filter((offer) => offer.status === 'pending').length,
  }).data;

/**
 * Accept (a contract starts) or decline an offer; accepting is replay-safe with an Idempotency-Key.
 * The answer is what the page shows next: the new contract (its page opens), or the declined offer
 * (in my offers' list, which nothing else changes then).
 */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  const accept = async (id: string) => {
    const answer = await callApi(offersEndpoints.accept, {
      params: { id },
      headers: { 'idempotency-key': `accept-${id}` },
      fallbackError: 'Failed to accept the offer',
    });
    void keepAnswer(queryClient, contractsKeys.one(answer.data.id), answer, contractsKeys.all);
    return answer;
  };
  const decline = async (id: string) => {
    const answer = await callApi(offersEndpoints.decline, {
      params: { id },
      fallbackError: 'Failed to decline the offer',
    });
    queryClient.setQueryData<ResponseOf<typeof offersEndpoints.listReceived>>(
      contractsKeys.offers,
      (list) => list && { data: list.data.map((offer) => (offer.id === id ? answer.data : offer)) },
    );
    return answer;
  };
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      answer === 'accept' ? await accept(id) : await decline(id),
    // Refused: an offer the client withdrew meanwhile then shows as withdrawn, without Accept.
    onError: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}
