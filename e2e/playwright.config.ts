import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './fixtures/chromium';
import { E2E_BASE_URL, E2E_CLOCK_BASE_URL } from './fixtures/env';

/** Specs that move the server's clock (POST /api/test/clock/advance): they run on a server of their own. */
const CLOCK_MOVERS = [
  '**/escrow/safepay.spec.ts',
  '**/escrow/dispute-silence.spec.ts',
  '**/escrow/withdraw-step-up.spec.ts',
  '**/escrow/payouts.spec.ts',
  '**/escrow/hourly.spec.ts',
  '**/notifications/jobs-for-you-mail.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  // Three workers on two cores measured fastest: 5.3 min, against 6.4 with two and 5.4 with four (ADR 005).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // CI retries a failed test once: a rare race seen once in ten clean-clone runs must not keep a whole
  // change from landing. The first failure is not hidden: `npm test` lists every flaky test with its
  // error and trace, green or red, and .ci/run prints that list last (ADR 005). Locally: no retry.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous caps for a machine several times slower than usual (a run beside other work once took
  // four times as long): a passing test never waits for them, and nothing asserts a duration (ADR 005).
  timeout: 180_000,
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
    // A failed test keeps its trace: every step, its network, console and errors, with the screenshot
    // and the page's ARIA snapshot at the failure. The screencast frames and DOM snapshots of every
    // step cost a third of the suite's time (ADR 005); `--trace on` records them for a local run.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  // The clock project first: its journey is one of the longest, and started last it was the run's tail.
  projects: [
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'], baseURL: E2E_CLOCK_BASE_URL },
      testMatch: CLOCK_MOVERS,
      // One at a time: each moves the clock the other's journey waits on.
      workers: 1,
    },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: CLOCK_MOVERS },
  ],
});
