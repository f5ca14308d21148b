import type { CreateOfferRequest } from '@skillora/shared';
import { offerRoundsEndpoints } from '@skillora/shared/endpoints/offer-rounds';
import type { CounterOfferRequest } from '@skillora/shared/schemas/offer-rounds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { keepAnswer } from '../../../lib/query-answer';
import { marketplaceKey } from '../../../lib/query-keys';
import { contractsKeys } from './keys';

const roundsKey = (id: string) => [...contractsKeys.offers, 'rounds', id] as const;

/** Every change of a negotiation refreshes the offers, the contracts and the proposal cards. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
    queryClient.invalidateQueries({ queryKey: marketplaceKey }),
  ]);

/** GET /api/offers/:id/rounds — every round of the negotiation, oldest first. */
export const useOfferRounds = (id: string) =>
  useQuery({
    queryKey: roundsKey(id),
    queryFn: () =>
      callApi(offerRoundsEndpoints.rounds, { params: { id }, fallbackError: 'Failed to load the offer' }),
  });

/** POST /api/offers/:id/counter — answer the other party's round with new terms. */
export function useCounterOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterOfferRequest) =>
      callApi(offerRoundsEndpoints.counter, {
        params: { id },
        body,
        fallbackError: 'Failed to send the counter-offer',
      }),
    onSuccess: () => refresh(queryClient),
  });
}

/** The client accepts (a contract starts; replay-safe) or declines the freelancer's counter-offer. */
export function useClientAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) => {
      if (answer === 'decline') {
        await callApi(offerRoundsEndpoints.clientDecline, {
          params: { id },
          fallbackError: 'Failed to decline the counter-offer',
        });
        return null;
      }
      const contract = await callApi(offerRoundsEndpoints.clientAccept, {
        params: { id },
        headers: { 'idempotency-key': `accept-${id}` },
        fallbackError: 'Failed to accept the counter-offer',
      });
      void keepAnswer(queryClient, contractsKeys.one(contract.data.id), contract, contractsKeys.all);
      return contract.data;
    },
    onSettled: () => refresh(queryClient),
  });
}

/** POST /api/client/freelancers/:id/offers — "Hire again" without a job post. */
export function useDirectOffer(freelancerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOfferRequest) =>
      callApi(offerRoundsEndpoints.direct, {
        params: { id: freelancerId },
        body,
        fallbackError: 'Failed to send the offer',
      }),
    onSuccess: () => refresh(queryClient),
  });
}
