import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, runnerImport } from 'vite';

const ROOT_PLACEHOLDER = '<div id="root"></div>';
/** The landing chunk's preloads carry this attribute, so app.html can leave them out. */
const LANDING_PRELOAD = 'data-landing-preload';

/**
 * Renders the landing page into index.html at build time, so '/' paints from the HTML and CSS alone
 * (LCP) and main.tsx hydrates it. A second, server-side build of src/prerender.tsx does the
 * rendering; it sits under node_modules so Node resolves React from the workspace. Every other path
 * is served app.html: the same page with an empty root and without the landing chunk's preloads, so
 * a browser opening /client/jobs neither lays out a hidden landing page nor compiles its code.
 */
function prerenderLandingPage(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'skillora:prerender-landing-page',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const cache = path.join(root, 'node_modules/.cache');
      await mkdir(cache, { recursive: true });
      const ssrDir = await mkdtemp(path.join(cache, 'prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          ssr: { noExternal: ['@skillora/shared'] },
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, target: 'node20' },
        });
        const entry = (await readdir(ssrDir)).find((file) => /^prerender\.m?js$/.test(file));
        if (!entry) throw new Error('prerender-landing-page: the server build wrote no prerender.js');
        const { prerenderLanding } = await import(pathToFileURL(path.join(ssrDir, entry)).href);
        const indexPath = path.join(outDir, 'index.html');
        const page = await readFile(indexPath, 'utf8');
        if (!page.includes(ROOT_PLACEHOLDER))
          throw new Error(`prerender-landing-page: no ${ROOT_PLACEHOLDER}`);
        const html: string = await prerenderLanding();
        await writeFile(indexPath, page.replace(ROOT_PLACEHOLDER, `<div id="root">${html}</div>`));
        const shell = page.replace(new RegExp(`\\s*<link [^>]*${LANDING_PRELOAD}[^>]*>`, 'g'), '');
        await writeFile(path.join(outDir, 'app.html'), shell);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The landing page is a lazy route, so its chunk would only be requested once the entry has run.
 * A modulepreload in index.html fetches it alongside the entry instead: one round trip less before
 * the first paint of '/', for a few KB that other routes download but never run.
 */
function preloadLandingChunk(): Plugin {
  return {
    name: 'skillora:preload-landing-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const landing = chunks.find((c) =>
          c.facadeModuleId?.endsWith('/src/features/landing/pages/landing-page.tsx'),
        );
        const entry = chunks.find((c) => c.isEntry);
        if (!landing || !entry)
          throw new Error('preload-landing-chunk: no landing or entry chunk in the build');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (file: string, seen: Set<string>): Set<string> => {
          if (!seen.has(file)) {
            seen.add(file);
            for (const dep of byFile.get(file)?.imports ?? []) withImports(dep, seen);
          }
          return seen;
        };
        const inHtml = withImports(entry.fileName, new Set());
        return [...withImports(landing.fileName, new Set())]
          .filter((file) => !inHtml.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [LANDING_PRELOAD]: true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** An endpoint as the browser needs it: the rest (the zod schemas) is the API's and the types'. */
type Route = { method: string; path: string };

const isRoute = (value: object): value is Route =>
  'method' in value && 'path' in value && typeof value.method === 'string' && typeof value.path === 'string';

/** A table of endpoints (or of tables of them) with every endpoint cut down to its method and path. */
function routesOf(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null)
    throw new Error(`endpoint-routes: ${name} is neither an endpoint nor a table of endpoints`);
  if (isRoute(value)) return { method: value.method, path: value.path };
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, routesOf(item, `${name}.${key}`)]),
  );
}

/**
 * The shared endpoints table (packages/shared/src/endpoints, ADR 026) in the browser build: each
 * endpoints file becomes its tables with only the method and path of each endpoint. Its zod
 * schemas would put zod and every schema in each route chunk (~30 KB gzip, past the 50 KB budget of
 * scripts/check-bundle-budget.mjs), and the browser only builds URLs from it: the schemas reach the
 * web as types. The files are evaluated once per build (in Node, by Vite's module runner); the dev
 * server and the tests load them as they are.
 */
export function endpointRoutes(): Plugin {
  let dir = '';
  let cacheDir = '';
  let modules = new Map<string, Record<string, unknown>>();
  return {
    name: 'skillora:endpoint-routes',
    apply: 'build',
    configResolved(config) {
      cacheDir = path.join(config.root, 'node_modules/.cache');
    },
    async buildStart() {
      const resolved = await this.resolve('@skillora/shared/endpoints/endpoint');
      if (!resolved) throw new Error('endpoint-routes: @skillora/shared/endpoints/endpoint not found');
      dir = path.dirname(resolved.id);
      const files = (await readdir(dir)).filter((file) => file.endsWith('.ts') && file !== 'endpoint.ts');
      // One module runner for all files: zod and the schemas are evaluated once, not once per file.
      await mkdir(cacheDir, { recursive: true });
      const tmp = await mkdtemp(path.join(cacheDir, 'endpoint-routes-'));
      try {
        const entry = path.join(tmp, 'entry.ts');
        await writeFile(
          entry,
          files
            .map((file, i) => `export * as f${i} from ${JSON.stringify(path.join(dir, file))};`)
            .join('\n'),
        );
        const { module } = await runnerImport<Record<string, Record<string, unknown>>>(entry, {
          configFile: false,
          logLevel: 'error',
        });
        modules = new Map(files.map((file, i) => [path.join(dir, file), module[`f${i}`] ?? {}]));
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
    },
    load(id) {
      const exports = modules.get(id.split('?')[0] ?? id);
      if (!exports) return null;
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(routesOf(value, name))};`)
        .join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), endpointRoutes(), preloadLandingChunk(), prerenderLandingPage()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}` } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    assetsInlineLimit: 2048,
    rollupOptions: {
      output: {
        // The shared money functions are imported by the landing route, the feature chunks and the
        // lazily loaded schemas alike: in a chunk of their own, loading the schemas never drags in
        // the feature code Rollup would otherwise have put beside them.
        manualChunks: (id) => (/\/packages\/shared\/src\/money\.ts$/.test(id) ? 'money' : undefined),
      },
    },
  },
});
