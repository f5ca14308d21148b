import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStepUp } from '../two-factor';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';
import './repositories';

/** The wallet: balances from the ledger, payouts, and the end of each payout hold (ADR 020). */
export const walletPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createWalletService(app.uow, app.paymentFlows, app.paymentTerms, {
      stepUp: createStepUp({ failures: app.failureCounter, clock: app.clock }),
      rule: app.config.PAYOUT_2FA,
    });
    app.outbox.on('payout.hold_end_due', 'move pending to available', async ({ payload }) =>
      service.endHold(payload),
    );
    await app.register(walletRoutes, { prefix: '/api/wallet', service });
  },
  { name: 'wallet', dependencies: ['session', 'outbox', 'payments', 'contracts', 'rate-limit'] },
);
