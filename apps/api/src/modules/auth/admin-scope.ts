import { ADMIN_NEEDS_SECOND_FACTOR } from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-error';
import { hasSecondFactor } from '../two-factor';

/**
 * Wraps a module's admin routes in a scope whose onRequest hooks demand an admin session — and,
 * while ADMIN_2FA is `required`, an admin with a second factor (issue 30; /api/me/2fa stays open
 * to them so that they can turn one on). They run before the body is parsed or validated, so a
 * stranger learns nothing from validation errors, and a route added to the scope cannot forget
 * them (admin-authorization.test.ts checks them all).
 */
export const adminScope =
  <O extends Record<string, unknown>>(routes: FastifyPluginAsyncZod<O>): FastifyPluginAsyncZod<O> =>
  async (app, options) => {
    app.addHook('onRequest', app.requireRole('admin'));
    if (app.config.ADMIN_2FA === 'required') {
      app.addHook('onRequest', async (request) => {
        if (request.user && !(await hasSecondFactor(app.uow.read, request.user.id))) {
          throw forbidden(ADMIN_NEEDS_SECOND_FACTOR);
        }
      });
    }
    // The scope already sits at the prefix; the routes must not add it again.
    const { prefix: _prefix, ...rest } = options as O & { prefix?: string };
    await app.register(routes, rest as O);
  };
