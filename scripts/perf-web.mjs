// `npm run perf:web`: Lighthouse (mobile: simulated slow 4G and a 4x slower CPU) on the landing page
// of the built app, started here on a throwaway database and stopped afterwards. Prints the median
// of RUNS runs for LCP, CLS and TBT against the goals of issue 31 (issue 4's, tightened: ADR 029),
// and exits 1 when one is missed. A run Lighthouse could not finish (its trace lost, say) is run again.
//   THROTTLING ('simulate': Lighthouse's model, or 'devtools': really slowed down), PERF_PORT (3190), RUNS (3), CHROME_PATH (/usr/bin/chromium), WEB_DIST (apps/web/dist),
//   PERF_REPORT (a path: the last run's full Lighthouse report, JSON, to see why)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Lighthouse and its Chrome launcher are the e2e workspace's: npm keeps them in e2e/node_modules.
const fromE2e = createRequire(path.join(import.meta.dirname, '../e2e/package.json'));
const importFromE2e = (name) => import(pathToFileURL(fromE2e.resolve(name)).href);
const chromeLauncher = await importFromE2e('chrome-launcher');
const { default: lighthouse } = await importFromE2e('lighthouse');

const GOALS = { lcp: 1200, cls: 0, tbt: 50 };
/** Attempts per run: Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART). */
const ATTEMPTS = 3;
const PORT = Number(process.env.PERF_PORT ?? 3190);
const RUNS = Number(process.env.RUNS ?? 3);
const THROTTLING = process.env.THROTTLING ?? 'simulate';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The e2e suite's flags (e2e/fixtures/chromium-flags.json), in the new headless mode Lighthouse needs.
const CHROME_FLAGS = [
  '--headless=new',
  ...JSON.parse(readFileSync(path.join(import.meta.dirname, '../e2e/fixtures/chromium-flags.json'), 'utf8')),
];

const root = path.resolve(import.meta.dirname, '..');
const url = `http://127.0.0.1:${PORT}/`;

if (!process.env.WEB_DIST) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillora-perf-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port));
  process.exitCode = report(runs) ? 0 : 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    const ok = await fetch(`${url}api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the app did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function measure(port) {
  let result;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: THROTTLING,
    });
    const failure = result.lhr.runtimeError;
    if (!failure) break;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times: ${failure.message}`);
    console.warn(`Lighthouse could not finish a run (${failure.code}); running it again`);
  }
  if (process.env.PERF_REPORT) writeFileSync(process.env.PERF_REPORT, result.report);
  const audits = result.lhr.audits;
  const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    lcpElement: audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      ?.snippet,
    transfer: audits['total-byte-weight'].numericValue,
    scriptTransfer: scripts?.transferSize ?? 0,
    score: result.lhr.categories.performance.score,
  };
}

function report(runs) {
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const m = Object.fromEntries(
    ['lcp', 'cls', 'tbt', 'fcp', 'transfer', 'scriptTransfer', 'score'].map((k) => [k, median(k)]),
  );
  const ms = (v) => `${Math.round(v)} ms`;
  const kb = (v) => `${(v / 1000).toFixed(1)} KB`;
  const rows = [
    { metric: 'LCP', median: ms(m.lcp), goal: `<= ${ms(GOALS.lcp)}`, ok: m.lcp <= GOALS.lcp },
    { metric: 'CLS', median: m.cls.toFixed(3), goal: `<= ${GOALS.cls}`, ok: m.cls <= GOALS.cls },
    { metric: 'TBT', median: ms(m.tbt), goal: `<= ${ms(GOALS.tbt)}`, ok: m.tbt <= GOALS.tbt },
    { metric: 'FCP', median: ms(m.fcp), goal: '', ok: '' },
    { metric: 'transfer (all)', median: kb(m.transfer), goal: '<= 400.0 KB', ok: m.transfer <= 400_000 },
    { metric: 'transfer (JS)', median: kb(m.scriptTransfer), goal: '', ok: '' },
    { metric: 'Lighthouse score', median: Math.round(m.score * 100), goal: '', ok: '' },
  ];
  console.log(`Lighthouse ${url}, mobile, ${THROTTLING} throttling, median of ${runs.length} runs`);
  console.table(rows);
  console.log(`LCP element: ${runs[0].lcpElement ?? 'unknown'}`);
  return rows.every((row) => row.ok !== false);
}
