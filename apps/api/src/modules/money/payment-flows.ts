import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError } from '../../lib/http-error';
import { type Answer, currentRequestKey, storeAnswer, type Tx, type UnitOfWork } from '../../outbox';
import type { NewPayment, PaymentRow } from './payments.repository';
import type { ChargeResult, PaymentProvider, RequiresAction } from './provider';
import { savedCards } from './saved-cards';
import type { PaymentKind } from './schema';

declare module '../../outbox' {
  interface EventMap {
    /** A payment left processing by a crash is asked about again (ADR 020). */
    /**
     * Timer: a funded milestone's money nears the provider's limit on held funds
     * (HELD_FUNDS_LIMIT_DAYS); the admins are warned unless the escrow was emptied since.
     */
    'escrow.held_limit_near': { milestoneId: string; contractId: string; currency: string; limitAt: string };
    'payment.recheck': {
      paymentId: string;
      /** Set on the 3-D Secure timer: a charge still waiting for the cardholder is given up. */
      giveUp?: boolean;
    };
  }
}

/** How long a payment may stay processing before the sweeper asks the provider again. */
export const RECHECK_AFTER_MS = 60_000;
/** How long a cardholder has for a 3-D Secure challenge before the charge is given up (ADR 035). */
export const AUTHENTICATION_TIMEOUT_MS = 30 * 60_000;
const NOT_AUTHENTICATED = 'The card was not authenticated in time; nothing was charged.';
/** The admins are warned this long before captured funds reach the provider's limit. */
export const HELD_FUNDS_WARNING_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Step 3 of a flow once the provider took the money: the ledger and state change, and what the
 * request answers; never refuses. Recording the payment's outcome is the flow's.
 */
export type Finish = (tx: Tx, payment: PaymentRow, result: { ok: true; ref: string }) => Promise<unknown>;
/** What a request answers while its payment waits for the cardholder (3-D Secure): nothing moved yet. */
export type Waiting = (tx: Tx, payment: PaymentRow, action: RequiresAction['nextAction']) => Promise<unknown>;

/**
 * Money that crosses the provider (ADR 020): tx 1 checks and records a processing payment (and
 * claims the request's Idempotency-Key); the provider is called outside any transaction with the
 * payment's id as its idempotency key; tx 2 posts the transfers and stores the request's answer. A
 * crash between them is finished by the `payment.recheck` timer, which asks again with the same key.
 */
export function createPaymentFlows(
  uow: UnitOfWork,
  provider: PaymentProvider,
  clock: { now: () => Date },
  { heldFundsLimitDays = 90 }: { heldFundsLimitDays?: number } = {},
) {
  /** A captured charge starts the provider's clock on held funds: warn the admins before it runs out. */
  function watchHeldFunds(tx: Tx, charge: PaymentRow) {
    if (!charge.milestoneId || !charge.contractId) return;
    const now = clock.now().getTime();
    tx.emit(
      'escrow.held_limit_near',
      `timer:held:${charge.milestoneId}`,
      {
        milestoneId: charge.milestoneId,
        contractId: charge.contractId,
        currency: charge.currency,
        limitAt: new Date(now + heldFundsLimitDays * DAY_MS).toISOString(),
      },
      { availableAt: new Date(now + (heldFundsLimitDays - HELD_FUNDS_WARNING_DAYS) * DAY_MS) },
    );
  }

  const finishers = new Map<PaymentKind, { status: number; finish: Finish; waiting?: Waiting }>();

  function callProvider(p: PaymentRow): Promise<ChargeResult> {
    // A charge that asked for authentication is asked where it stands, not made again.
    if (p.kind === 'charge' && p.providerRef) return provider.chargeStatus(p.providerRef);
    const common = { idempotencyKey: p.id, amountCents: p.amountCents, currency: p.currency };
    if (p.kind === 'charge' && p.customerRef)
      return provider.chargeSaved({
        ...common,
        customerRef: p.customerRef,
        paymentMethodRef: p.method,
        description: `Milestone ${p.milestoneId}`,
      });
    if (p.kind === 'charge')
      return provider.charge({
        ...common,
        paymentMethod: p.method,
        description: `Milestone ${p.milestoneId}`,
      });
    if (p.kind === 'refund' || p.kind === 'settlement_refund')
      return provider.refund({ ...common, chargeRef: p.method });
    return provider.payout({ ...common, userId: p.userId, destination: p.method });
  }

  /**
   * Tx 2: the payment's outcome, and the answer stored under the key of the request that made it.
   * A charge waiting for 3-D Secure stays processing with the provider's reference and a timer
   * that gives it up; its request answers what the browser must do next.
   */
  async function settle(tx: Tx, paymentId: string, result: ChargeResult): Promise<Answer | null> {
    const payment = await tx.repos.payments.lockProcessing(paymentId);
    // Finished meanwhile by the recheck timer or a webhook: its answer is stored under the key.
    if (!payment) return null;
    let answer: Answer;
    const { status, finish, waiting } = finishers.get(payment.kind)!;
    if (result.ok) {
      answer = { status, body: await finish(tx, payment, result) };
      await tx.repos.payments.finish(payment.id, { status: 'succeeded', providerRef: result.ref });
      if (payment.kind === 'charge') watchHeldFunds(tx, payment);
    } else if (result.code === 'requires_action' && waiting) {
      if (payment.providerRef === result.ref) return null;
      await tx.repos.payments.awaitAction(payment.id, result.ref);
      tx.emit(
        'payment.recheck',
        `timer:payment:${payment.id}`,
        { paymentId: payment.id, giveUp: true },
        { availableAt: new Date(clock.now().getTime() + AUTHENTICATION_TIMEOUT_MS) },
      );
      answer = { status, body: await waiting(tx, payment, result.nextAction) };
    } else {
      await tx.repos.payments.finish(payment.id, { status: 'failed', failure: result.message });
      answer = { status: 402, body: { error: result.message } };
    }
    if (payment.requestKey) {
      await storeAnswer(tx.db, { userId: payment.userId, key: payment.requestKey }, answer);
    }
    return answer;
  }

  const complete = (paymentId: string, result: ChargeResult) =>
    uow.run((tx) => settle(tx, paymentId, result));

  return {
    ...savedCards(uow, provider),

    /** A kind's step 3, and the status its requests answer with. */
    register(kind: PaymentKind, status: number, finish: Finish, waiting?: Waiting) {
      finishers.set(kind, { status, finish, ...(waiting ? { waiting } : {}) });
    },

    /** A provider's word that came on its own (a webhook), in the caller's transaction. */
    settle,

    /**
     * `begin` checks the request under its locks and says which payment to make (or throws a 4xx).
     * Resolves with what the kind's finisher answers; a declined payment is a 402.
     * `offSession`: `method` is a card saved with `saveCard` for the payment's user, charged with
     * them away. A user with no customer at this provider (a contract from before saved cards, or
     * a provider changed since) is charged `method` as a plain card, as it always was.
     */
    async run<T>(
      begin: (tx: Tx) => Promise<Omit<NewPayment, 'provider' | 'customerRef'> & { offSession?: boolean }>,
    ): Promise<T> {
      const payment = await uow.run(
        async (tx) => {
          const { offSession, ...values } = await begin(tx);
          const customerRef = offSession
            ? await tx.repos.paymentCustomers.find(values.userId, provider.name)
            : null;
          try {
            const inserted = await tx.repos.payments.insert({
              ...values,
              customerRef,
              provider: provider.name,
              requestKey: currentRequestKey(),
            });
            tx.emit(
              'payment.recheck',
              `timer:payment:${inserted.id}`,
              { paymentId: inserted.id },
              { availableAt: new Date(clock.now().getTime() + RECHECK_AFTER_MS) },
            );
            return inserted;
          } catch (err) {
            // The partial unique index: another charge for this milestone is processing or done.
            if (isUniqueViolation(err)) throw conflict('This milestone is already funded or being funded');
            throw err;
          }
        },
        { answerLater: true },
      );
      let result: ChargeResult;
      try {
        result = await callProvider(payment);
      } catch {
        throw new HttpError(
          502,
          'The payment provider did not answer; your request will be completed shortly',
        );
      }
      const answer = await complete(payment.id, result);
      if (!answer) throw conflict('This payment was already completed');
      if (!result.ok && answer.status === 402) throw new HttpError(402, result.message);
      return answer.body as T;
    },

    /** The timer's work: a payment still processing is asked about again and finished. */
    async recheck(paymentId: string, giveUp = false): Promise<void> {
      const [payment] = await uow.run(async (tx) => [await tx.repos.payments.lockProcessing(paymentId)]);
      if (!payment) return;
      const result = await callProvider(payment);
      if (!result.ok && result.code === 'requires_action') {
        // Still waiting for the cardholder: given up only by the timer set when the challenge began.
        if (!giveUp) return;
        await provider.cancelCharge(result.ref);
        await complete(paymentId, { ok: false, code: 'card_declined', message: NOT_AUTHENTICATED });
        return;
      }
      await complete(paymentId, result);
    },
  };
}

export type PaymentFlows = ReturnType<typeof createPaymentFlows>;
