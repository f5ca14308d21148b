import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

/** The prerendered public pages of a build other than '/': `pages/about.html` is the page of `/about`. */
function prerenderedPages(root: string): Array<[string, string]> {
  const dir = path.join(root, 'pages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => [`/${file.slice(0, -'.html'.length)}`, `pages/${file}`]);
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other GET answered with a page so deep
 * links survive a reload — the public pages rendered at build time at their own paths ('/' is
 * index.html, '/about' pages/about.html; ADR 029), any other path app.html (the page with an empty
 * root, so it lays out and compiles no prerendered page). Unknown /api paths stay JSON 404s.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const hasBuild = existsSync(path.join(root, 'index.html'));
    // A build from before app.html existed serves index.html everywhere, as it did then.
    const appPage = existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
    const pages = new Map<string, string>(hasBuild ? [['/', 'index.html'], ...prerenderedPages(root)] : []);
    // Each page's own inline scripts are allowed by their hashes; read once, as the build does not
    // change under a running server.
    const csp = new Map(
      (hasBuild ? [...pages.values(), appPage] : []).map((file) => [
        file,
        contentSecurityPolicy(inlineScriptHashes(readFileSync(path.join(root, file), 'utf8')), {
          stripe: Boolean(app.config.STRIPE_PUBLISHABLE_KEY),
        }),
      ]),
    );
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        preCompressed: true,
        // Ours, per file, below; the plugin's own default would overwrite it.
        cacheControl: false,
        index: false,
        // The pages are answered below, at their paths and with their own CSP; as files
        // (/index.html, /pages/about.html) they would come with a CSP refusing their inline scripts.
        // reply.sendFile names them relative to the root, so only requests are refused.
        allowedPath: (pathname) => !(pathname.startsWith('/') && pathname.endsWith('.html')),
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
      const page = pages.get(pathname) ?? appPage;
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp.get(page)!)
        .sendFile(page);
    });
  },
  { name: 'web', dependencies: ['config'] },
);
