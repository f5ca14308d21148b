import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './fixtures/chromium';
import { E2E_BASE_URL, E2E_CLOCK_BASE_URL } from './fixtures/env';

/** Specs that move the server's clock (POST /api/test/clock/advance): they run on a server of their own. */
const CLOCK_MOVERS = ['**/escrow/safepay.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  // The browsers take the CPU: two workers on two cores measured fastest (ADR 005).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous caps for a machine three times slower than usual: a passing test never waits for them,
  // and nothing asserts how long a step took (ADR 005).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by scripts/test.mjs for the summary of a red run.
    ['json', { outputFile: 'test-results/results.json' }],
  ],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace (DOM snapshots of every step); the screencast frames cost a fifth
    // of the suite's CPU and the failure screenshot shows the end (ADR 005).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: CLOCK_MOVERS },
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'], baseURL: E2E_CLOCK_BASE_URL },
      testMatch: CLOCK_MOVERS,
    },
  ],
});
