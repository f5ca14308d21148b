import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminContractsRoutes } from './admin-contracts.routes';
import { contractsRoutes } from './contracts.routes';
import { createContractReader, createContractsService } from './contracts.service';
import { milestonesRoutes } from './milestones.routes';
import { createMilestonesService } from './milestones.service';
import { offerExpiry } from './offer-expiry';
import { offerNegotiation } from './offer-negotiation';
import { clientOffersRoutes, freelancerOffersRoutes, offerRoundsRoutes } from './offers.routes';
import { createOffersService } from './offers.service';
import './repositories';
import './submission-files';
import { weekOf } from '@skillora/shared/hourly-week';
import { hourlyBilling, scheduleInvoice } from './hourly-billing';
import { hourlyClocks } from './hourly-clocks';
import { createHourlyThisWeek } from './hourly-this-week';
import { timeEntriesRoutes } from './time-entries.routes';
import { createTimeEntriesService } from './time-entries.service';
import { createTimeCsv } from './time-entries-csv';
import { createTimesheetWeeks } from './timesheet-weeks';

/** Hiring: offers, contracts and their milestones (issue 15, ADR 020). */
export const contractsPlugin = fp(
  async (app: FastifyInstance) => {
    const feeBps = app.paymentTerms.serviceFeeBps;
    const reader = createContractReader(feeBps);
    const offers = createOffersService(app.uow, feeBps, reader, app.clock, app.paymentFlows);
    const negotiation = offerNegotiation(app.uow, feeBps, app.clock, offers);
    const expiry = offerExpiry(app.uow, app.clock);
    const contracts = createContractsService(app.uow, reader, app.clock);
    const milestoneDeps = {
      uow: app.uow,
      flows: app.paymentFlows,
      clock: app.clock,
      terms: app.paymentTerms,
    };
    const milestones = createMilestonesService(milestoneDeps);

    app.outbox.on('milestone.auto_release_due', 'release if still waiting', async ({ payload }) =>
      milestones.autoRelease(payload, payload.submission),
    );
    // Both parties' open pages read again what changed (ADR 013): every move of a contract, its
    // milestones and its offer (issue 31: an ended contract, a declined or withdrawn offer too).
    type Parties = { clientId: string; freelancerId: string };
    const contractChanged = async (payload: Parties & { contractId: string }) =>
      app.live.publish({ userIds: [payload.clientId, payload.freelancerId] }, 'contract.changed', {
        contractId: payload.contractId,
      });
    const offerChanged = async (payload: Parties & { offerId: string }) =>
      app.live.publish({ userIds: [payload.clientId, payload.freelancerId] }, 'offer.changed', {
        offerId: payload.offerId,
      });
    app.outbox.on('milestone.changed', 'live: tell both parties', async ({ payload }) =>
      contractChanged(payload),
    );
    app.outbox.on('contract.ended', 'live: tell both parties', async ({ payload }) =>
      contractChanged(payload),
    );
    app.outbox.on('offer.created', 'live: tell the freelancer', async ({ payload }) => {
      await app.live.publish({ userIds: [payload.freelancerId] }, 'offer.created', {
        offerId: payload.offerId,
      });
    });
    app.outbox.on('contract.started', 'live: tell both parties', async ({ payload }) => {
      await contractChanged(payload);
      if (payload.offerId) await offerChanged({ ...payload, offerId: payload.offerId });
    });
    app.outbox.on('offer.declined', 'live: tell both parties', async ({ payload }) => offerChanged(payload));
    app.outbox.on('offer.withdrawn', 'live: tell both parties', async ({ payload }) => offerChanged(payload));
    // Negotiation (ADR 039): a counter and an expiry show on both parties' open pages; a round's
    // timers expire it after 7 days and remind both parties 24 h before.
    app.outbox.on('offer.countered', 'live: tell both parties', async ({ payload }) => offerChanged(payload));
    app.outbox.on('offer.expired', 'live: tell both parties', async ({ payload }) => offerChanged(payload));
    app.outbox.on('offer.expire_due', 'expire if still unanswered', async ({ payload }) =>
      expiry.expire(payload.offerId),
    );
    app.outbox.on('offer.expiry_reminder', 'remind both parties if still unanswered', async ({ payload }) =>
      expiry.remind(payload.offerId),
    );

    // Hourly contracts' weekly cycle (ADR 037): the first invoice is due when the week of the start
    // locks, each invoice schedules the next; a captured charge puts the week in review.
    const billing = hourlyBilling(milestoneDeps, milestones);
    app.outbox.on('contract.started', 'hourly: schedule the first invoice', async ({ payload }) =>
      app.uow.run(async (tx) => {
        const c = await tx.repos.timeEntries.findHourlyContract(payload.contractId);
        if (c?.type === 'hourly') scheduleInvoice(tx, c.id, weekOf(app.clock.now()));
      }),
    );
    // Its other clocks: the freelancer's Sunday reminder and the pause after 30 days without hours.
    const clocks = hourlyClocks(app.uow, app.clock);
    app.outbox.on(
      'contract.started',
      'hourly: schedule the reminder and the idle check',
      async ({ payload }) => clocks.start(payload.contractId),
    );
    app.outbox.on('hourly.log_reminder_due', 'hourly: remind to log the week', async ({ payload }) =>
      clocks.remind(payload.contractId, payload.week),
    );
    app.outbox.on('hourly.idle_check_due', 'hourly: pause after 30 days without hours', async ({ payload }) =>
      clocks.checkIdle(payload.contractId),
    );
    for (const event of ['hourly.paused', 'hourly.resumed'] as const) {
      app.outbox.on(event, 'live: tell both parties', async ({ payload }) => contractChanged(payload));
    }
    app.outbox.on('hourly.invoice_due', "hourly: charge the week's time", async ({ payload }) =>
      billing.invoiceWeek(payload.contractId, payload.week),
    );
    app.outbox.on('milestone.changed', 'hourly: review or release what was charged', async ({ payload }) => {
      if (payload.change === 'funded') await billing.afterFunded(payload.contractId, payload.milestoneId);
    });
    app.outbox.on('hourly.charge_refused', 'live: tell both parties', async ({ payload }) =>
      contractChanged(payload),
    );

    const offerRoutes = { service: offers, negotiation };
    await app.register(clientOffersRoutes, { prefix: '/api/client', ...offerRoutes });
    await app.register(freelancerOffersRoutes, { prefix: '/api/freelancer', ...offerRoutes });
    await app.register(offerRoundsRoutes, { prefix: '/api/offers', ...offerRoutes });
    await app.register(contractsRoutes, { prefix: '/api/contracts', service: contracts });
    await app.register(milestonesRoutes, { prefix: '/api/contracts', service: milestones });
    await app.register(timeEntriesRoutes, {
      prefix: '/api/contracts',
      service: createTimeEntriesService(app.uow, app.clock),
      billing,
      clocks,
      csv: createTimeCsv(app.uow, app.clock),
      weeks: createTimesheetWeeks(app.uow, app.clock),
      thisWeek: createHourlyThisWeek(app.uow, app.clock),
    });
    await app.register(adminScope(adminContractsRoutes), { prefix: '/api/admin', reader });
  },
  { name: 'contracts', dependencies: ['session', 'outbox', 'live', 'ledger', 'payments'] },
);
