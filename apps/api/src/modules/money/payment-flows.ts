import type { PaymentKind } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { type Answer, beginIdempotent, type IdempotencyKey, storeAnswer } from './idempotency';
import type { NewPayment, PaymentRow } from './payments.repository';
import type { PaymentProvider, ProviderResult } from './provider';

declare module '../../outbox' {
  interface EventMap {
    /** A payment left processing by a crash is asked about again (ADR 020). */
    'payment.recheck': { paymentId: string };
  }
}

/** How long a payment may stay processing before the sweeper asks the provider again. */
export const RECHECK_AFTER_MS = 60_000;

/** Step 3 of a flow: the ledger and state change once the provider has answered; never refuses. */
export type Finish = (tx: Tx, payment: PaymentRow, result: ProviderResult) => Promise<Answer>;

/**
 * Money that crosses the provider (ADR 020): tx 1 checks and records a processing payment; the
 * provider is called outside any transaction with the payment's id as its idempotency key; tx 2
 * posts the transfers and stores the request's answer. A crash between them is finished by the
 * `payment.recheck` timer, which asks again with the same key.
 */
export function createPaymentFlows(uow: UnitOfWork, provider: PaymentProvider, clock: { now: () => Date }) {
  const finishers = new Map<PaymentKind, Finish>();

  function callProvider(p: PaymentRow): Promise<ProviderResult> {
    const common = { idempotencyKey: p.id, amountCents: p.amountCents, currency: p.currency };
    if (p.kind === 'charge')
      return provider.charge({
        ...common,
        paymentMethod: p.method,
        description: `Milestone ${p.milestoneId}`,
      });
    if (p.kind === 'refund') return provider.refund({ ...common, chargeRef: p.method });
    return provider.payout({ ...common, userId: p.userId, destination: p.method });
  }

  async function complete(paymentId: string, idem: IdempotencyKey | null, result: ProviderResult) {
    return uow.run(async (tx) => {
      const payment = await tx.repos.payments.lockProcessing(paymentId);
      // Finished meanwhile by the recheck timer: its answer is stored under the key.
      if (!payment) return null;
      const answer = await finishers.get(payment.kind)!(tx, payment, result);
      const key =
        idem ??
        (payment.requestKey ? { userId: payment.userId, key: payment.requestKey, fingerprint: '' } : null);
      if (key) await storeAnswer(tx.db, key, answer);
      return answer;
    });
  }

  return {
    register(kind: PaymentKind, finish: Finish) {
      finishers.set(kind, finish);
    },

    /** `begin` checks the request under its locks and says which payment to make (or throws a 4xx). */
    async run(
      idem: IdempotencyKey | null,
      begin: (tx: Tx) => Promise<Omit<NewPayment, 'provider'>>,
    ): Promise<Answer> {
      const started = await beginIdempotent(uow, idem, async (tx) => {
        const values = await begin(tx);
        try {
          const payment = await tx.repos.payments.insert({
            ...values,
            provider: provider.name,
            requestKey: idem?.key ?? null,
          });
          tx.emit(
            'payment.recheck',
            `timer:payment:${payment.id}`,
            { paymentId: payment.id },
            {
              availableAt: new Date(clock.now().getTime() + RECHECK_AFTER_MS),
            },
          );
          return payment;
        } catch (err) {
          // The partial unique index: another charge for this milestone is processing or done.
          if (isUniqueViolation(err)) throw conflict('This milestone is already funded or being funded');
          throw err;
        }
      });
      if ('answer' in started) return started.answer;
      let result: ProviderResult;
      try {
        result = await callProvider(started.value);
      } catch {
        throw new HttpError(
          502,
          'The payment provider did not answer; your request will be completed shortly',
        );
      }
      return (
        (await complete(started.value.id, idem, result)) ?? {
          status: 409,
          body: { error: 'This payment was already completed' },
        }
      );
    },

    /** The timer's work: a payment still processing is asked about again and finished. */
    async recheck(paymentId: string): Promise<void> {
      const [payment] = await uow.run(async (tx) => [await tx.repos.payments.lockProcessing(paymentId)]);
      if (!payment) return;
      await complete(paymentId, null, await callProvider(payment));
    },
  };
}

export type PaymentFlows = ReturnType<typeof createPaymentFlows>;
