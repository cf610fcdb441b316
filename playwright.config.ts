import { defineConfig, devices } from '@playwright/test';

// Browser tests run against a production build with its own data folder and a real SMTP server
// on loopback, started once per run on free ports by the global setup (tests/e2e/server.ts). It
// sets E2E_BASE_URL before the workers start; they read this file again and inherit it. Debian's
// Chromium is used; no browser is downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/server.ts',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/artifacts-${process.env.E2E_NAME ?? 'main'}`,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace is kept for a failed test here; CI keeps nothing but its printed log, so there no
    // trace would be read, and recording one for every test took a fifth of the suite's time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
