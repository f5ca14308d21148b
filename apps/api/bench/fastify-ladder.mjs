// A plain Fastify 5 server answering GET /api/health with the app's bytes, built up one layer of what
// the app does on every request at a time (bench/health-ladder.ts climbs it; ADR 043):
//   node fastify-ladder.mjs ROUTES_FILE PORT LAYERS   (LAYERS: comma-separated, in LADDER's order)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Fastify = require('fastify');
const [, , routesFile, port, layerList = ''] = process.argv;
const layers = new Set(layerList.split(',').filter(Boolean));
const answer = JSON.parse(readFileSync(routesFile, 'utf8'))['GET /api/health'];
const PER_ROUTE = new Set(['x-request-id', 'cache-control', 'content-type']);
const HEADERS = Object.entries(answer.headers).filter(([name]) => !PER_ROUTE.has(name));
const BODY = Buffer.from(answer.body, 'base64').toString();

const app = Fastify({
  // The app's logger: pino at warn, with redaction (a log line per request would measure the terminal).
  logger: layers.has('logger')
    ? { level: 'warn', redact: { paths: ['req.headers.cookie'], censor: '[x]' } }
    : false,
  genReqId: () => randomUUID(),
  ...(layers.has('timeouts')
    ? {
        requestTimeout: 30_000,
        connectionTimeout: 60_000,
        http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
        trustProxy: true,
      }
    : {}),
});

// Always: the security headers and the request id in one synchronous hook, as plugins/security.ts.
app.addHook('onRequest', (request, reply, done) => {
  for (let i = 0; i < HEADERS.length; i += 1) reply.header(HEADERS[i][0], HEADERS[i][1]);
  reply.header('x-request-id', request.id);
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=1');
  done();
});

if (layers.has('hooks')) {
  // plugins/input.ts's walk of params, query and body, and server.ts's two shutdown hooks.
  const hasNul = (value) => {
    if (typeof value === 'string') return value.includes('\0');
    if (value === null || typeof value !== 'object') return false;
    for (const key in value) if (hasNul(value[key])) return true;
    return false;
  };
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      return done(new Error('bad'));
    done();
  });
  // Set from outside, as server.ts's is by SIGTERM: a flag nothing can change would be compiled away.
  let closing = false;
  process.once('SIGUSR2', () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.code(503).send('');
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });
}

if (layers.has('plugins')) {
  await app.register(require('@fastify/cookie'));
  await app.register(require('@fastify/compress'), { threshold: 1024 });
  await app.register(require('@fastify/rate-limit'), { global: false });
  await app.register(require('@fastify/swagger'), { openapi: {} });
}

if (layers.has('routes')) {
  // About the app's size: 80 module scopes, each with a decorator, an onRequest hook and 4 routes.
  for (let scope = 0; scope < 80; scope += 1) {
    app.register(async (module) => {
      module.decorateRequest(`module${scope}`, null);
      module.addHook('onRequest', (_request, _reply, done) => done());
      for (let route = 0; route < 4; route += 1)
        module.get(`/api/m${scope}/r${route}/:id`, async (request) => ({ id: request.params.id }));
    });
  }
}

app.register(async (health) => {
  health.get('/api/health', { compress: false }, async (request, reply) => {
    if (layers.has('plugins') && request.cookies.accessToken) return reply.code(401).send('');
    reply.header('cache-control', 'no-store');
    return reply.type(answer.headers['content-type']).send(BODY);
  });
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
