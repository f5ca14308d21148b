import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Wraps a module's admin routes in a scope whose one onRequest hook demands an admin session: it
 * runs before the body is parsed or validated, so a stranger learns nothing from validation errors,
 * and a route added to the scope cannot forget it (admin-authorization.test.ts checks them all).
 */
export const adminScope =
  <O extends Record<string, unknown>>(routes: FastifyPluginAsyncZod<O>): FastifyPluginAsyncZod<O> =>
  async (app, options) => {
    app.addHook('onRequest', app.requireRole('admin'));
    // The scope already sits at the prefix; the routes must not add it again.
    const { prefix: _prefix, ...rest } = options as O & { prefix?: string };
    await app.register(routes, rest as O);
  };
