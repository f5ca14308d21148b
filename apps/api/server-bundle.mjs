// How the API is bundled into one file: npm packages stay external (installed beside it); the
// workspace's own TypeScript (@skillora/shared) is bundled in. Used by `npm run build` (dist/) and by
// the API tests that start real server processes (a bundle starts in half the time tsx takes).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@skillora/'));

/**
 * Bundles src/server.ts into `outfile`. The file must sit one folder below apps/api (as dist/ does):
 * the server finds its migrations and assets relative to itself.
 * @param {string} outfile
 */
export async function bundleServer(outfile) {
  await build({
    entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
}
