import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run against a production build with its own data folder and a real SMTP server
// on loopback, started once per run on free ports by the global setup (tests/e2e/server.ts). It
// sets E2E_BASE_URL before the workers start; they read this file again and inherit it. Debian's
// Chromium is used; no browser is downloaded.

/** Debian's Chromium, the whole browser (in its headless mode). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell, what Playwright runs for headless tests by default: the same
 * engine without the browser around it, a third quicker over the suite. It moves a mouse over the
 * page as it loads, which wakes the framework of a form page (site.js), so the files that watch a
 * page before the visitor's first move run in the whole browser. Without the shell, every file
 * does.
 */
const SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/** The files that watch what a page does before the visitor's first move. */
const BEFORE_A_MOVE = [
  'framework-free',
  'framework-on-demand',
  'next-output',
  'layout-stability',
].map((name) => `**/${name}.e2e.ts`);

const browser = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    executablePath,
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
});

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
  },
  projects: [
    { name: 'chromium', testMatch: BEFORE_A_MOVE, use: browser(CHROMIUM) },
    {
      name: 'headless-shell',
      testMatch: '**/*.e2e.ts',
      testIgnore: BEFORE_A_MOVE,
      use: browser(fs.existsSync(SHELL) ? SHELL : CHROMIUM),
    },
  ],
});
