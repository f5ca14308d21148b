import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { prerenderPages } from './vite-plugins/prerender-pages.ts';

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
  plugins: [react(), tailwindcss(), endpointRoutes(), prerenderPages()],
  // The year the pages were prerendered in: the footer's first, hydrating render shows it (ADR 029).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
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
