// What external scanners found (MDN HTTP Observatory, wapiti, sqlmap) and what a strict Content
// Security Policy demands, tried against the built site as a scanner and a browser would: forms
// that leak before their script, methods a page does not take, forwarded headers from anyone, a
// cookie in a cacheable answer, headers that name the framework, and the policy of every page
// with its reports (decisions 120–123).
import http from 'node:http';
import type { Browser } from '@playwright/test';
import { CSP_PROBE_MARK } from './support/csp-probe';
import { cspViolationsSince, expect, serverLogSize, test } from './support/fixtures';
import { specRoutes } from '../support/spec-routes';

const base = () => process.env.E2E_BASE_URL!;

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request exactly as written (any method, any header), its answer read whole. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(`${base()}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Pages with forms a visitor can reach without signing in. */
const FORM_PAGES = ['/', '/get-a-quote', '/resources/credit-application', '/contact', '/track'];

/**
 * Every form of `path` submitted natively, scripts blocked: each a POST without a query, or a
 * form whose button stays disabled until its script runs. How many forms, and how many were sent.
 */
async function submitEachFormWithoutScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(path);
    const forms = page.locator('form');
    const count = await forms.count();
    let submitted = 0;
    for (let i = 0; i < count; i += 1) {
      await page.goto(path);
      const form = page.locator('form').nth(i);
      await expect(form).toHaveAttribute('method', 'post');
      const button = form.locator('button[type="submit"], button:not([type])').first();
      // A form whose button is disabled until its script runs cannot be sent before it.
      if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
      // A few fields typed in, as a visitor quick off the mark would.
      const fields = form.locator(
        'input:is([type="text"], [type="email"], [type="tel"], [type="password"], :not([type])):visible:enabled',
      );
      for (const field of (await fields.all()).slice(0, 4)) {
        const type = (await field.getAttribute('type')) ?? 'text';
        await field.fill(type === 'email' ? 'leak@example.com' : 'leak-check', { timeout: 5000 });
      }
      const sent = page.waitForRequest((req) => req.isNavigationRequest());
      await button.click();
      const request = await sent;
      expect(request.method(), `${path}, form ${i + 1}`).toBe('POST');
      expect(new URL(request.url()).search, `${path}, form ${i + 1}`).toBe('');
      expect(request.url()).not.toContain('leak');
      submitted += 1;
    }
    return { forms: count, submitted };
  } finally {
    await context.close();
  }
}

test.describe('forms before their script', () => {
  test('every form of the public pages posts, and a value never reaches a URL', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    let forms = 0;
    let submitted = 0;
    for (const path of FORM_PAGES) {
      const found = await submitEachFormWithoutScripts(browser, path);
      forms += found.forms;
      submitted += found.submitted;
    }
    // The home quote request, the quote and its look-up, the credit application, contact,
    // tracking; most keep their button disabled until their script runs, the rest post.
    expect(forms).toBeGreaterThanOrEqual(5);
    expect(submitted).toBeGreaterThanOrEqual(1);
  });

  test('with scripts off, a form says it needs JavaScript and how to reach the company instead', async ({
    browser,
    page,
  }) => {
    const notice =
      /^This form needs JavaScript, which is turned off in your browser\. Turn it on and reload the page, or call us on \(03\) 5550 4120 or e-mail sales@banksiafreight\.com\.au\.$/;
    const consoleNotice =
      /^The staff console needs JavaScript, which is turned off in your browser\. Turn it on and reload the page\.$/;
    const blocked = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await blocked.newPage();
      for (const path of FORM_PAGES) {
        await plain.goto(path);
        // In the form, above its fields: said before a visitor fills in what the disabled button
        // will not send. (Matched by a regular expression: Playwright's plain string match did not
        // find the text of a <noscript>.)
        const form = plain.locator('form', { has: plain.getByText(notice) });
        await expect(form.getByText(notice), path).toBeVisible();
        await expect(form.getByRole('link', { name: '(03) 5550 4120' })).toHaveAttribute(
          'href',
          'tel:+61355504120',
        );
      }
      await plain.goto('/staff/sign-in');
      await expect(plain.getByText(consoleNotice)).toBeVisible();
    } finally {
      await blocked.close();
    }
    // Where scripts run, neither shows.
    for (const path of [...FORM_PAGES, '/staff/sign-in']) {
      await page.goto(path);
      await expect(page.getByText(/needs JavaScript/), path).toBeHidden();
    }
  });

  test("the staff sign-in form posts, and the password stays out of the URL and the page's answer", async ({
    browser,
  }) => {
    expect(await submitEachFormWithoutScripts(browser, '/staff/sign-in')).toEqual({
      forms: 1,
      submitted: 1,
    });
    // A post to the page itself is refused: the page takes GET and HEAD.
    const refused = await raw(
      'POST',
      '/staff/sign-in',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'email=a%40example.com&password=secret-secret',
    );
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(refused.body).not.toContain('secret');
  });
});

test.describe('methods', () => {
  const ODD = ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'];

  test('a method an address does not take is answered 405 with Allow, never 500', async () => {
    const cases: [path: string, allow: string, json: boolean][] = [
      ['/', 'GET, HEAD, OPTIONS', false],
      ['/about', 'GET, HEAD, OPTIONS', false],
      ['/staff/sign-in', 'GET, HEAD, OPTIONS', false],
      ['/no-such-page', 'GET, HEAD, OPTIONS', false],
      ['/site.js', 'GET, HEAD, OPTIONS', false],
      ['/tms/saveQuote', 'POST, OPTIONS', true],
      ['/tms/getFuelLevies', 'GET, HEAD, OPTIONS', true],
      ['/staff/api/auth/get-session', 'GET, POST, HEAD, OPTIONS', true],
      ['/staff/api/items/contact/1/notes', 'POST, OPTIONS', true],
    ];
    for (const [path, allow, json] of cases) {
      for (const method of ODD) {
        const res = await raw(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe(allow);
        if (json)
          expect((JSON.parse(res.body) as { error: string }).error).toContain(
            `${method} is not allowed`,
          );
        else expect(res.headers['content-type']).toContain('text/plain');
      }
      const options = await raw('OPTIONS', path);
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.allow).toBe(allow);
    }
    // The methods a page takes still work.
    expect((await raw('GET', '/about')).status).toBe(200);
    expect((await raw('HEAD', '/staff/sign-in')).status).toBe(200);
    expect((await raw('POST', '/about')).status).toBe(405);
  });
});

test.describe('what the server believes and says', () => {
  test('forwarded protocol and host are not believed from a client without trusted proxies', async () => {
    // Believed, X-Forwarded-Proto would make the request https, where only the __Host- cookie
    // counts: the plain token would be refused (403) before the missing session (401).
    const token = '0123456789abcdef0123456789abcdef';
    const res = await raw(
      'POST',
      '/staff/api/accounts/add',
      {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        'content-type': 'application/json',
      },
      '{}',
    );
    expect(res.status).toBe(401);
    const redirect = await raw('GET', '/get-a-quote/saved', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location ?? '').not.toContain('evil.example');
    expect(redirect.headers.location ?? '').not.toMatch(/^https:/);
  });

  test('no answer sets a cookie, so none a shared cache keeps hands out a token', async () => {
    for (const path of [...specRoutes, '/track', '/staff/sign-in', '/no-such-page', '/?a=1']) {
      const res = await raw('GET', path);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });

  test("the site's script makes the anti-forgery token, and the forms' calls carry it", async ({
    page,
  }) => {
    await page.goto('/contact');
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
    expect(token?.value).toMatch(/^[0-9a-f]{48}$/);
    expect(token?.sameSite).toBe('Strict');
    // A second page keeps it.
    await page.goto('/about');
    const again = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
    expect(again?.value).toBe(token?.value);
  });

  test('no header names the framework, on any kind of answer', async () => {
    const answers = [
      await raw('GET', '/'),
      await raw('GET', '/about?from=scan'),
      await raw('GET', '/get-a-quote?quote=Q00000000'),
      await raw('GET', '/no-such-page'),
      await raw('GET', '/about', { rsc: '1' }),
      await raw('GET', '/staff/sign-in'),
      await raw('GET', '/tms/getFuelLevies'),
      await raw('GET', '/sitemap.xml'),
      await raw('TRACE', '/'),
    ];
    for (const res of answers) {
      const names = Object.keys(res.headers);
      expect(names.filter((name) => /^x-nextjs-|^x-powered-by$/i.test(name))).toEqual([]);
    }
  });

  test("every kind of answer carries the site's headers, Next's redirects too", async () => {
    const answers = {
      page: await raw('GET', '/'),
      'page with a query': await raw('GET', '/about?from=scan'),
      'not found': await raw('GET', '/no-such-page'),
      'a trailing slash': await raw('GET', '/about/'),
      'an old address': await raw('GET', '/technology'),
      'a file': await raw('GET', '/robots.txt'),
      'a missing script': await raw('GET', '/_next/static/chunks/no-such-file.js'),
      'an API call': await raw('GET', '/tms/getFuelLevies'),
      'a refused method': await raw('TRACE', '/'),
    };
    expect(answers['a trailing slash'].status).toBe(308);
    expect(answers['an old address'].status).toBe(308);
    for (const [kind, res] of Object.entries(answers)) {
      expect(res.headers, kind).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      });
      expect(res.headers['content-security-policy'], kind).toContain("frame-ancestors 'none'");
    }
  });
});

test.describe('Content Security Policy', () => {
  /** The policy's directives by name. */
  const directives = (policy: string) =>
    new Map(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values];
      }),
    );

  test('every page runs only the scripts its policy names', async () => {
    const paths = [
      ...specRoutes,
      '/track',
      '/staff/sign-in',
      '/no-such-page',
      '/about?from=scan',
      '/?utm_source=scan',
      '/get-a-quote?quote=Q00000000',
    ];
    for (const path of paths) {
      const res = await raw('GET', path);
      const policy = String(res.headers['content-security-policy']);
      const d = directives(policy);
      expect(d.get('default-src'), path).toEqual(["'none'"]);
      const scripts = d.get('script-src') ?? [];
      expect(scripts[0], path).toBe("'strict-dynamic'");
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const source of scripts.slice(1)) expect(source, path).toMatch(/^'(sha256|nonce)-/);
      expect(policy, path).not.toContain('unsafe-inline');
      expect(policy, path).not.toContain('unsafe-eval');
      expect(d.get('style-src'), path).toEqual(["'self'"]);
      expect(d.get('object-src'), path).toEqual(["'none'"]);
      expect(d.get('base-uri'), path).toEqual(["'none'"]);
      expect(d.get('form-action'), path).toEqual(["'self'"]);
      expect(d.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(d.get('report-uri'), path).toEqual(['/csp-report']);
      // Every inline script of the page as sent is named by its hash, or carries the nonce.
      const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=|\btype="application\/(ld\+)?json"/.test(attributes!),
      );
      for (const [, attributes] of inline) {
        const nonce = /\bnonce="([^"]+)"/.exec(attributes!)?.[1];
        if (nonce) expect(scripts, path).toContain(`'nonce-${nonce}'`);
      }
    }
  });

  test('a nonce is used once', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        String((await raw('GET', '/staff/sign-in')).headers['content-security-policy']),
      )?.[1];
    const first = await nonceOf();
    expect(first).toBeDefined();
    expect(await nonceOf()).not.toBe(first);
  });

  test.describe('its reports', () => {
    test.use({ cspViolationsAllowed: true });

    test('a script the policy does not name is refused, reported and logged', async ({
      page,
      consoleErrors,
    }) => {
      const from = serverLogSize();
      await page.goto(`/about?${CSP_PROBE_MARK}`);
      await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');
      // What an injection into the page's markup would add: a handler in an attribute.
      await page.evaluate(() =>
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img alt="" src="/no-such-image.png" onerror="window.__injected = true">',
        ),
      );
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
        undefined,
      );
      await expect.poll(() => cspViolationsSince(from).length, { timeout: 10_000 }).toBe(1);
      const [line] = cspViolationsSince(from);
      const logged = JSON.parse(line!) as { csp: Record<string, string> };
      expect(logged.csp.page).toContain(CSP_PROBE_MARK);
      expect(logged.csp.directive).toBe('script-src-attr');
      expect(logged.csp.blocked).toBe('inline');
      // The browser's own words for the refusal (and the missing image) are expected here.
      const expected = (text: string) => /Content Security Policy|404 \(Not Found\)/.test(text);
      expect(consoleErrors.filter(expected).length).toBeGreaterThan(0);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected(e)));
    });
  });

  test('the report address takes reports only, and a bad one logs nothing', async () => {
    const from = serverLogSize();
    expect((await raw('GET', '/csp-report')).status).toBe(405);
    const junk = await raw('POST', '/csp-report', { 'content-type': 'application/json' }, 'junk');
    expect(junk.status).toBe(400);
    const big = await raw(
      'POST',
      '/csp-report',
      { 'content-type': 'application/csp-report' },
      'x'.repeat(70_000),
    );
    expect(big.status).toBe(413);
    expect(cspViolationsSince(from)).toEqual([]);
  });
});
