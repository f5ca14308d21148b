import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailChangeCodeMail, emailChangedNoticeMail, passwordChangedMail } from './account.mails';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import './repositories';
import { userAccounts } from '../auth';

/** Profile Settings (issue 14, ADR 019): name, password, email, sessions and deleting the account. */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createAccountService({
      uow: app.uow,
      sessions: app.sessions,
      failures: app.failureCounter,
      clock: app.clock,
    });
    const findUser = (userId: string) => userAccounts.find(app.uow.read, userId);

    // A changed name or email is read by every signed-in request: cached sessions forget it here
    // at once, and on the other instances through the live bus.
    app.outbox.onCommitted('account.changed', () => app.sessions.forgetCached());
    app.outbox.on('account.changed', 'live: instances forget cached sessions', async () => {
      await app.live.publish({ instances: true }, 'sessions.changed');
    });

    app.outbox.on('account.password-changed', 'mail: the confirmation', async ({ payload }) => {
      const user = await findUser(payload.userId);
      if (user && !user.deletedAt) await app.mailer.send(passwordChangedMail(user.email, user.name));
    });
    app.outbox.on('account.email-code', 'mail: the code', async ({ payload, secret }) => {
      // Only the code still stored for that address is sent (not a replaced or expired one).
      if (!secret || !(await service.isCurrentEmailCode(payload.userId, payload.newEmail, secret))) return;
      const user = await findUser(payload.userId);
      if (user) await app.mailer.send(emailChangeCodeMail(payload.newEmail, user.name, secret));
    });
    app.outbox.on('account.email-changed', 'mail: the notice to the old address', async ({ payload }) => {
      const user = await findUser(payload.userId);
      if (user) await app.mailer.send(emailChangedNoticeMail(payload.oldEmail, user.name, payload.newEmail));
    });

    await app.register(accountRoutes, { prefix: '/api/me', service });
  },
  { name: 'account', dependencies: ['session', 'outbox', 'live', 'mailer', 'rate-limit'] },
);
