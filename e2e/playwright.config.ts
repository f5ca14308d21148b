import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './fixtures/env';

/** Specs that move the server's clock (POST /api/test/clock/advance). */
const CLOCK_MOVERS = ['**/escrow/safepay.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    // Moving the server's clock by days expires whatever another test has in flight (a sign-up code):
    // the specs that do it run alone, after all the others (`npm test` runs this project second).
    { name: 'clock', use: { ...devices['Desktop Chrome'] }, testMatch: CLOCK_MOVERS },
  ],
});
