import { hash } from '@node-rs/argon2';
import { RegisterRequestSchema } from '@skillora/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/http-error';

// The cheapest real argon2id hash: a test that signs in through the form verifies it in microseconds,
// with the parameters stored in the hash (production's cost stays on /api/auth/register).
const CHEAP_HASH = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 };

/**
 * TEST_ACCOUNTS only: a verified account made and signed in with one call, for end-to-end tests that
 * are not about signing up (ADR 005). The journeys that are sign up with the mailed code. Never set
 * TEST_ACCOUNTS on a real deployment.
 */
export async function testAccountsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/accounts',
    {
      schema: {
        hide: true,
        body: RegisterRequestSchema,
        response: { 201: z.object({ id: z.string(), accessToken: z.string() }) },
      },
    },
    async (request, reply) => {
      const { name, email, password, role } = request.body;
      const passwordHash = await hash(password, CHEAP_HASH);
      const created = await app.uow.read.users.insert({ name, email, passwordHash, role });
      if (!created) throw conflict('This email is already registered');
      const accessToken = await app.sessions.create(created.id, request.headers['user-agent']);
      await app.completeSignIn(reply, accessToken);
      return reply.code(201).send({ id: created.id, accessToken });
    },
  );
}
