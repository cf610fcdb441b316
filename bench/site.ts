// Site-wide figures: time to first byte of pre-rendered pages, contact submission throughput,
// bytes a visitor downloads for the home page, and the server's memory under load.
import http from 'node:http';
import autocannon from 'autocannon';
import { benchXsrf, rssMiB, startBenchServer } from './server';

/** Bytes on the wire (gzip, as a browser asks) for one URL; fetch() would hide them by decompressing. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

/** What a first visit to a page downloads before it is usable: the HTML and its scripts and styles. */
export async function pageBytes(
  base: string,
  pathname: string,
): Promise<{ html: number; scripts: number; styles: number; total: number }> {
  const html = await (await fetch(`${base}${pathname}`)).text();
  const assets = new Map(
    [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(js|css))"/g)].map((a) => [
      a[1]!,
      a[2]!,
    ]),
  );
  let scripts = 0;
  let styles = 0;
  for (const [url, kind] of assets) {
    const size = await wireBytes(`${base}${url}`);
    if (kind === 'js') scripts += size;
    else styles += size;
  }
  const htmlBytes = await wireBytes(`${base}${pathname}`);
  return { html: htmlBytes, scripts, styles, total: htmlBytes + scripts + styles };
}

export async function runSiteBench(): Promise<Record<string, unknown>> {
  const server = await startBenchServer();
  try {
    const idleRss = rssMiB(server.pid);
    const home = await autocannon({ url: `${server.base}/`, connections: 10, duration: 8 });
    const contactPage = await autocannon({
      url: `${server.base}/contact`,
      connections: 10,
      duration: 5,
    });
    const contact = await autocannon({
      url: `${server.base}/tms/save-contact`,
      method: 'POST',
      connections: 10,
      duration: 8,
      headers: { 'content-type': 'application/json', ...benchXsrf },
      // Each request is a different message, as real visitors would send.
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              email: `bench${Math.random().toString(36).slice(2)}@example.com`,
              message: 'Benchmark message',
            }),
          }),
        },
      ],
    });
    const loadedRss = rssMiB(server.pid);
    return {
      homePage: {
        requestsPerSecond: home.requests.average,
        latencyP50Ms: home.latency.p50,
        latencyP99Ms: home.latency.p99,
        non2xx: home.non2xx,
      },
      contactPage: {
        requestsPerSecond: contactPage.requests.average,
        latencyP99Ms: contactPage.latency.p99,
      },
      saveContact: {
        requestsPerSecond: contact.requests.average,
        latencyP50Ms: contact.latency.p50,
        latencyP99Ms: contact.latency.p99,
        non2xx: contact.non2xx,
        errors: contact.errors,
      },
      homePageBytesCompressed: await pageBytes(server.base, '/'),
      serverMemoryMiB: { idle: idleRss, afterLoad: loadedRss },
    };
  } finally {
    await server.stop();
  }
}
