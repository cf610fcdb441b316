import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { parseQuoteNumber } from '../../../src/domain/quote-number';
import { CSP_PROBE_MARK } from './csp-probe';

const mailDir = path.resolve('test-results', `e2e-${process.env.E2E_NAME ?? 'main'}-mail`);

/** The site's log (tests/e2e/server.ts), where it writes each CSP violation reported to it. */
export const serverLog = path.resolve(
  'test-results',
  `e2e-${process.env.E2E_NAME ?? 'main'}-server.log`,
);
/** The message of that log line (src/server/http/csp-reports.ts). */
export const CSP_VIOLATION = 'content security policy violation';

/** The CSP violations the site logged after `offset` bytes of its log. */
export function cspViolationsSince(offset: number): string[] {
  if (!fs.existsSync(serverLog)) return [];
  const text = fs.readFileSync(serverLog).subarray(offset).toString('utf8');
  return text.split('\n').filter((line) => line.includes(`"msg":"${CSP_VIOLATION}"`));
}

/** How far the site's log has grown. */
export const serverLogSize = (): number =>
  fs.existsSync(serverLog) ? fs.statSync(serverLog).size : 0;

/**
 * A page that fails its test on any console error or uncaught exception in the browser, and on
 * any violation of the Content Security Policy that a browser reported to the site while the test
 * ran (decision 120). A test that causes one on purpose sets `cspViolationsAllowed`.
 */
export const test = base.extend<{
  consoleErrors: string[];
  cspViolationsAllowed: boolean;
  cspReports: void;
}>({
  cspViolationsAllowed: [false, { option: true }],
  cspReports: [
    async ({ cspViolationsAllowed }, use) => {
      const from = serverLogSize();
      await use();
      if (cspViolationsAllowed) return;
      // A report is sent as the browser refuses something: a moment lets the last one arrive.
      await new Promise((resolve) => setTimeout(resolve, 150));
      // The violation the CSP report test causes on purpose may land while another test runs
      // beside it (two workers share the site): it is that test's to check, not this one's.
      const violations = cspViolationsSince(from).filter((line) => !line.includes(CSP_PROBE_MARK));
      expect(violations, 'CSP violations reported to the site').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The least text spacing WCAG 1.4.12 asks a page to take without losing content: line height 1.5,
 * paragraphs 2 em apart, letters 0.12 em and words 0.16 em. A test puts it in the page as a
 * reader's extension would (`page.addStyleTag` in a context with `bypassCSP`).
 */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/**
 * Run axe on the page (WCAG 2.2 A and AA) and expect no violations (decision 196). axe runs in the
 * page itself (`setLegacyMode`), as `axe.run` over the page and its same-origin frames, not in a
 * blank page opened for every check: that blank page exists to test frames of other origins, and
 * the site's CSP (`default-src 'none'`, no `frame-src`) lets no frame of any origin load. Only
 * violations are gathered (`resultTypes`); every rule of the tags still runs on every element.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // After a move within the app, Next writes the new page's <title> a moment after its content:
  // axe reads the page once it has one (a page that never gets one still fails, here).
  await expect(page, 'the page has no title').toHaveTitle(/\S/);
  const origin = new URL(page.url()).origin;
  const elsewhere = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => !url.startsWith('about:') && new URL(url).origin !== origin);
  expect(elsewhere, 'a frame from another origin, which axe in the page cannot check').toEqual([]);
  const results = await new AxeBuilder({ page })
    // options() replaces what withTags() sets, so it comes first.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** The page's structured data: every object of its JSON-LD blocks. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** Wait for a mail received by the test SMTP server that matches, and return it parsed. */
export async function waitForMail(
  predicate: (mail: ParsedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Map<string, ParsedMail>();
  for (;;) {
    for (const file of fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []) {
      if (!seen.has(file))
        seen.set(file, await simpleParser(fs.readFileSync(path.join(mailDir, file))));
      const mail = seen.get(file)!;
      if (predicate(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No matching mail within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A value unique to one test run, to find its own records and mail. */
export function uniqueTag(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A visitor's first move on a page with forms, which loads its framework (decision 105): resolves
 * once every island of the page has hydrated. For tests that watch what React draws before they
 * type, click or tap anything themselves.
 */
export async function wakeFramework(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('[data-island]').first()).toBeAttached();
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0, {
    timeout: 20_000,
  });
}

/**
 * The quote number the page says it sent: shown grouped as people read it (decision 096), as the
 * saved quote's card shows it, and returned as saved.
 */
export async function sentQuoteNumber(page: Page): Promise<string> {
  const shown = (await page.getByTestId('sent-quote-number').textContent()) ?? '';
  expect(shown).toMatch(/^Q[0-9A-HJKMNP-TV-Z]{2}(-[0-9A-HJKMNP-TV-Z]{3}){2}$/);
  await expect(page.getByTestId('grouped-quote-number')).toHaveText(shown);
  return parseQuoteNumber(shown)!;
}

/**
 * Each placeholder on the page, with the room it leaves inside its field in CSS pixels: below 0,
 * the browser cuts it short.
 */
export function placeholderRoom(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const room: Record<string, number> = {};
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.offsetParent === null) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inside =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      room[input.id] = Math.floor(inside - context.measureText(input.placeholder).width);
    }
    return room;
  });
}
