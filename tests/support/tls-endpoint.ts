// A TLS endpoint in front of a plain-http origin, for tests, doing what a deployment's reverse
// proxy does (docs/operations.md, "TLS in front of the site"): it terminates https with a
// certificate from a throw-away certificate authority made here, passes each request on with
// `X-Forwarded-For` appended and `X-Forwarded-Proto: https` (so the site runs with
// TRUST_PROXY_HOPS=1), and answers plain http with a permanent redirect to the same address over
// https. Both are served on one loopback port: a connection whose first byte starts a TLS
// handshake goes to the https side, any other to the plain side, so a client that asks
// `http://host:port/` and `https://host:port/` meets the redirect a deployment gives on port 80 and
// the site a deployment gives on port 443, without a privileged port.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type TlsEndpoint = {
  /** `127.0.0.1:<port>`: the host (with its port) a client asks for. */
  host: string;
  /** The certificate authority's certificate (PEM file) that signed the endpoint's. */
  caFile: string;
  /** Where requests go from now on (`http://127.0.0.1:<port>`). */
  forwardTo(origin: string): void;
  /** Plain-http requests answered with the redirect, as `METHOD /path`. */
  readonly plainRequests: string[];
  close(): Promise<void>;
};

/** The first byte of a TLS record carrying a handshake (RFC 8446, 5.1): a ClientHello. */
const TLS_HANDSHAKE = 0x16;

/** Headers that belong to one connection, never passed on by a proxy (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** A certificate authority and a certificate for 127.0.0.1 signed by it, made by openssl. */
function makeCertificates(dir: string): { key: string; cert: string; caFile: string } {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Throw-away test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl(
    'req',
    '-new',
    ...ecKey,
    '-keyout',
    file('site.key'),
    '-out',
    file('site.csr'),
    '-subj',
    '/CN=127.0.0.1',
  );
  fs.writeFileSync(
    file('site.ext'),
    [
      'subjectAltName=IP:127.0.0.1',
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('site.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-set_serial',
    '1',
    '-days',
    '2',
    '-extfile',
    file('site.ext'),
    '-out',
    file('site.pem'),
  );
  return {
    key: fs.readFileSync(file('site.key'), 'utf8'),
    cert: fs.readFileSync(file('site.pem'), 'utf8'),
    caFile: file('ca.pem'),
  };
}

/** `rawHeaders` without the hop-by-hop ones, as the flat list `writeHead` takes. */
function endToEnd(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!HOP_BY_HOP.has(rawHeaders[i]!.toLowerCase()))
      kept.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return kept;
}

export async function startTlsEndpoint(): Promise<TlsEndpoint> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-endpoint-'));
  const { key, cert, caFile } = makeCertificates(dir);
  let origin: URL | undefined;
  const plainRequests: string[] = [];
  const sockets = new Set<net.Socket>();

  // The https side: the request as it came, for the origin, with what a proxy adds.
  const secure = https.createServer({ key, cert }, (req, res) => {
    if (!origin) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no origin yet');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const seen = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [seen, req.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(res);
      },
    );
    upstream.once('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end('origin unreachable');
    });
    req.pipe(upstream);
  });

  // The plain side: every request is sent to the same address over https, as nginx's
  // `return 301 https://$host$request_uri;` does on port 80.
  const plain = http.createServer((req, res) => {
    plainRequests.push(`${req.method} ${req.url}`);
    res.writeHead(301, { location: `https://${req.headers.host}${req.url}` }).end();
  });

  // The first byte is read without a 'data' listener (the socket stays paused), put back, and the
  // socket handed to the side it belongs to, which reads it again from the start.
  const route = (socket: net.Socket) => {
    const first = socket.read(1) as Buffer | null;
    if (first === null) {
      socket.once('readable', () => route(socket));
      return;
    }
    socket.unshift(first);
    (first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket);
  };
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    route(socket);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = front.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    caFile,
    forwardTo(address: string) {
      origin = new URL(address);
    },
    plainRequests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      secure.close();
      plain.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
