import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document is generated from the same zod schemas that validate requests. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Skillora API', version: '1.0.0' },
        components: {
          securitySchemes: {
            cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    if (app.config.NODE_ENV === 'development') {
      await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }
  },
  { name: 'openapi', dependencies: ['config'] },
);
