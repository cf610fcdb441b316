// Site-wide figures: time to first byte of pre-rendered pages, contact submission throughput,
// bytes a visitor downloads for the home page, and the server's memory under load.
import autocannon from 'autocannon';
import { benchXsrf, rssMiB, startBenchServer } from './server';

type Cannon = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };

function run(opts: autocannon.Options): Promise<Cannon> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result as unknown as Cannon)));
  });
}

async function pageBytes(base: string, pathname: string): Promise<{ html: number; scripts: number; styles: number; total: number }> {
  const html = await (await fetch(`${base}${pathname}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(js|css))"/g)];
  let scripts = 0;
  let styles = 0;
  for (const [, url, kind] of new Map(assets.map((a) => [a[1], a])).values()) {
    const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
    const size = (await res.arrayBuffer()).byteLength;
    if (kind === 'js') scripts += size;
    else styles += size;
  }
  const htmlGz = (await (await fetch(`${base}${pathname}`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()).byteLength;
  return { html: htmlGz, scripts, styles, total: htmlGz + scripts + styles };
}

export async function runSiteBench(): Promise<Record<string, unknown>> {
  const server = await startBenchServer();
  try {
    const idleRss = rssMiB(server.pid);
    const home = await run({ url: `${server.base}/`, connections: 10, duration: 8 });
    const contactPage = await run({ url: `${server.base}/contact`, connections: 10, duration: 5 });
    const contact = await run({
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
            body: JSON.stringify({ email: `bench${Math.random().toString(36).slice(2)}@example.com`, message: 'Benchmark message' }),
          }),
        },
      ],
    });
    const loadedRss = rssMiB(server.pid);
    return {
      homePage: { requestsPerSecond: home.requests.average, latencyP50Ms: home.latency.p50, latencyP99Ms: home.latency.p99, non2xx: home.non2xx },
      contactPage: { requestsPerSecond: contactPage.requests.average, latencyP99Ms: contactPage.latency.p99 },
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
