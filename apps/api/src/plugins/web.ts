import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

/**
 * Serves the built SPA: hashed assets cached for a year, every other GET answered with a page so deep
 * links survive a reload — '/' with index.html (the landing page rendered at build time), any other
 * path with app.html (the same page with an empty root, so it lays out and compiles no landing page).
 * Unknown /api paths stay JSON 404s.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const hasBuild = existsSync(path.join(root, 'index.html'));
    // A build from before app.html existed serves index.html everywhere, as it did then.
    const appPage = existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
    // The pages' own inline scripts are allowed by hash; read once, as the build does not change
    // under a running server.
    const pageCsp = hasBuild
      ? contentSecurityPolicy([
          ...new Set(
            ['index.html', appPage].flatMap((page) =>
              inlineScriptHashes(readFileSync(path.join(root, page), 'utf8')),
            ),
          ),
        ])
      : '';
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        preCompressed: true,
        // Ours, per file, below; the plugin's own default would overwrite it.
        cacheControl: false,
        index: false,
        setHeaders: (response, filePath) => {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`no web build at ${root}: run "npm run build" to serve the app`);
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing file (an old chunk after a deploy) is a 404, not the page: HTML served as a
      // script only breaks the app in a stranger way.
      const pathname = request.url.split('?', 1)[0]!;
      const isFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
      if (!isPage || isFile || request.url.startsWith('/api/') || request.url === '/api' || !hasBuild) {
        return reply.code(404).send({ error: 'Not found' });
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pageCsp)
        .sendFile(pathname === '/' ? 'index.html' : appPage);
    });
  },
  { name: 'web', dependencies: ['config'] },
);
