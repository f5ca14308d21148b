import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appUrlOf } from '../../config';
import { createStepUp } from '../two-factor';
import { paymentsSandboxRoutes } from './payments-sandbox.routes';
import { createPayoutAccounts } from './payout-accounts';
import { payoutAccountRoutes } from './payout-accounts.routes';
import { isSandbox } from './sandbox-provider';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';
import './repositories';

/** The wallet: balances from the ledger, payouts, and the end of each payout hold (ADR 020). */
export const walletPlugin = fp(
  async (app: FastifyInstance) => {
    const provider = app.paymentProvider;
    // The second factor asked again before money moves out or its destination changes (ADR 033).
    const guard = {
      stepUp: createStepUp({ failures: app.failureCounter, clock: app.clock }),
      rule: app.config.PAYOUT_2FA,
    };
    const payoutAccounts = createPayoutAccounts(
      app.uow,
      provider,
      `${appUrlOf(app.config)}/freelancer/wallet`,
      guard,
    );
    const service = createWalletService(app.uow, app.paymentFlows, app.paymentTerms, guard, payoutAccounts);
    app.outbox.on('payout.hold_end_due', 'move pending to available', async ({ payload }) =>
      service.endHold(payload),
    );
    await app.register(walletRoutes, { prefix: '/api/wallet', service });
    await app.register(payoutAccountRoutes, { prefix: '/api/wallet', payoutAccounts });
    // The sandbox's own onboarding and 3-D Secure pages answer here (ADR 035).
    if (isSandbox(provider)) await app.register(paymentsSandboxRoutes(app, provider, app.paymentFlows));
  },
  { name: 'wallet', dependencies: ['session', 'outbox', 'payments', 'contracts', 'rate-limit'] },
);
