// The web performance budget of issue 4, checked on every `npm test`:
//   - JavaScript the landing route loads             <= 100 KB gzip
//   - what opening any other route adds to the entry <= 50 KB gzip
//   - the landing page's whole transfer (HTML, CSS, JS, images) <= 400 KB
// It builds the web app with a manifest into a temporary folder (about a second), so the manifest
// is never shipped and the numbers always match the current sources. 1 KB = 1000 bytes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { landingJs: 100_000, routeChunk: 50_000, landingTotal: 400_000 };
const LANDING = 'src/features/landing/pages/landing-page.tsx';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'skillora-budget-'));
try {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the web build failed');
  process.exitCode = check(out) ? 0 : 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}

function check(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  /** A chunk and everything it imports statically: what the browser loads with it. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey || !manifest[LANDING]) throw new Error(`no entry or no ${LANDING} in the build manifest`);
  const entry = closure(entryKey);
  const landing = closure(LANDING, new Set(entry));

  const failures = [];
  const rows = [];
  const measure = (label, bytes, budget) => {
    rows.push({ what: label, gzip: kb(bytes), budget: kb(budget), ok: bytes <= budget ? 'yes' : 'OVER' });
    if (bytes > budget) failures.push(`${label} is ${kb(bytes)}, over its budget of ${kb(budget)}`);
  };

  const landingJs = sizeOf(landing);
  measure('JS loaded by the landing route (/)', landingJs, BUDGET.landingJs);

  const landingFiles = new Set(['index.html', 'favicon.svg']);
  for (const key of landing) {
    for (const file of [...(manifest[key].css ?? []), ...(manifest[key].assets ?? [])])
      landingFiles.add(file);
  }
  const landingOther = [...landingFiles].reduce((sum, file) => sum + gz(file), 0);
  measure(
    'landing page total transfer (HTML, CSS, JS, images)',
    landingJs + landingOther,
    BUDGET.landingTotal,
  );

  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k !== LANDING)) {
    const added = [...closure(key)].filter((k) => !entry.has(k));
    measure(`route chunk ${key} (+ its imports)`, sizeOf(added), BUDGET.routeChunk);
  }

  console.table(rows);
  if (failures.length === 0) {
    console.log('Bundle budget: all within budget.');
    return true;
  }
  console.error(`Bundle budget exceeded:\n  - ${failures.join('\n  - ')}`);
  console.error(
    'Keep heavy modules out of the landing path (lazy routes, no zod at runtime: import values from ' +
      "'@skillora/shared/constants'), or split the route.",
  );
  return false;
}
