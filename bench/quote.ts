// Quote calculator figures: suburb suggestion latency per keystroke (the search alone, and in a
// real browser from key press to rendered list), the bytes the calculator loads before it is
// usable, and the throughput and tail latency of /tms/saveQuote and /tms/getQuoteRates.
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { createSuburbSearch } from '../src/domain/suburb';
import { benchXsrf, startBenchServer } from './server';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 1000) / 1000;
}

/** Words people type, keystroke by keystroke. */
const TYPED = [
  'laverton north',
  'melbourne',
  'rocklea',
  '3026',
  'north',
  'st kilda east',
  'perth wa',
  'gilgandra',
  'zzz',
];

function searchLatency(labels: string[]) {
  const search = createSuburbSearch(labels);
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const word of TYPED) {
      for (let i = 1; i <= word.length; i++) {
        const t = performance.now();
        search(word.slice(0, i), 8);
        times.push(performance.now() - t);
      }
    }
  }
  return {
    keystrokes: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: percentile(times, 100),
  };
}

async function browserFigures(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
    const started = Date.now();
    await page.goto(`${base}/get-a-quote`, { waitUntil: 'load' });
    const input = page.getByRole('combobox', { name: 'Pickup location' });
    // Usable: a typed letter brings suggestions. The suburb list is fetched on the field's first
    // focus and the framework on the first move (decision 105), so the clock runs through both.
    await input.fill('m');
    await page.getByRole('option').first().waitFor();
    const usableMs = Date.now() - started;
    await input.fill('');
    await page.waitForTimeout(300);
    let total = 0;
    let bookingData = 0;
    let scripts = 0;
    for (const [id, size] of bytes) {
      const url = urls.get(id) ?? '';
      total += size;
      if (url.includes('/tms/getAddPublicBookingData')) bookingData += size;
      else if (url.endsWith('.js')) scripts += size;
    }

    // Key press to rendered suggestions, measured inside the page.
    await input.focus();
    await page.evaluate(() => {
      const w = window as unknown as { __lat: number[]; __t: number };
      w.__lat = [];
      const list = document.getElementById('quote-pickup-listbox')!;
      document.addEventListener('keydown', () => (w.__t = performance.now()), true);
      new MutationObserver(() => {
        if (w.__t) {
          w.__lat.push(performance.now() - w.__t);
          w.__t = 0;
        }
      }).observe(list, { childList: true, subtree: true, attributes: true });
    });
    for (const word of ['laverton', 'melbourne', 'rocklea', 'north', '3026']) {
      for (const ch of word) await input.press(ch === ' ' ? 'Space' : ch, { delay: 30 });
      await input.fill('');
    }
    const lat = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
    return {
      pageBytesBeforeUsable: { total, bookingData, scripts, requests: bytes.size },
      usableMs,
      keystrokeToSuggestionsMs: {
        samples: lat.length,
        p50: percentile(lat, 50),
        p95: percentile(lat, 95),
      },
    };
  } finally {
    await browser.close();
  }
}

export async function runQuoteBench(): Promise<Record<string, unknown>> {
  const server = await startBenchServer();
  try {
    const data = (await (await fetch(`${server.base}/tms/getAddPublicBookingData`)).json()) as {
      postcodes: string[];
    };
    const search = searchLatency(data.postcodes);
    const browser = await browserFigures(server.base);

    const date = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    const booking = {
      is_dg: false,
      is_hand_unload: true,
      is_trailer_split: false,
      has_tailgate: false,
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: 'ROCKLEA QLD 4106',
      date,
      packagings: [
        { type: '10', quantity: '2', length: '120', width: '100', height: '100', weight: '50' },
        { type: '13', quantity: '40', length: '40', width: '30', height: '30', weight: '12' },
      ],
    };
    const headers = { 'content-type': 'application/json', ...benchXsrf };
    const rates = await autocannon({
      url: `${server.base}/tms/getQuoteRates`,
      method: 'POST',
      headers,
      body: JSON.stringify(booking),
      connections: 10,
      duration: 8,
    });
    const save = await autocannon({
      url: `${server.base}/tms/saveQuote`,
      method: 'POST',
      headers,
      body: JSON.stringify({
        ...booking,
        label: 'Economy',
        description: '',
        email: 'bench@example.com',
      }),
      connections: 10,
      duration: 10,
    });
    const summary = (c: autocannon.Result) => ({
      requestsPerSecond: Math.round(c.requests.average),
      p50Ms: c.latency.p50,
      p99Ms: c.latency.p99,
      non2xx: c.non2xx,
      errors: c.errors,
    });
    return {
      suburbSearch: search,
      ...browser,
      getQuoteRates: summary(rates),
      saveQuote: summary(save),
      note: 'saveQuote stores the quote, its packages and two outbox mails per request (mail written as .eml files).',
    };
  } finally {
    await server.stop();
  }
}
