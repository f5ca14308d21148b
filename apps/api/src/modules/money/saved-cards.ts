import { HttpError } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import type { PaymentProvider, ProviderResult } from './provider';

const NO_ANSWER = 'The payment provider did not answer; please try again';

/** A provider call that threw (down, or refusing the request itself): the user may try again. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new HttpError(502, NO_ANSWER);
  }
}

/**
 * Cards saved with the provider for charges made while the client is away (issue 27, ADR 037): the
 * client's customer is made once and remembered (`payment_customers`), each card is saved to it.
 * The provider is called outside any transaction, like every call of the payment flows.
 */
export function savedCards(uow: UnitOfWork, provider: PaymentProvider) {
  async function customerOf(userId: string): Promise<string> {
    const known = await uow.read.paymentCustomers.find(userId, provider.name);
    if (known) return known;
    // One key per person: two first saves at once get the same customer from the provider.
    const made = await asked(() => provider.createCustomer({ idempotencyKey: `user_${userId}`, userId }));
    return uow.run((tx) => tx.repos.paymentCustomers.remember(userId, provider.name, made.ref));
  }

  return {
    /**
     * Saves `paymentMethod` to the user's customer. Refused: the provider's reason (nothing saved);
     * a provider that does not answer is a 502, and the same key asked again answers the same.
     */
    async saveCard(input: {
      userId: string;
      paymentMethod: string;
      idempotencyKey: string;
    }): Promise<ProviderResult> {
      const customerRef = await customerOf(input.userId);
      return asked(() =>
        provider.savePaymentMethod({
          idempotencyKey: input.idempotencyKey,
          customerRef,
          paymentMethod: input.paymentMethod,
        }),
      );
    },
  };
}
