// Who is calling, decided once per request by the Node server (scripts/server.mts) from the
// connection, and read by the rate limits (client-address.ts). The server runs this module through
// tsx; Next bundles it with the application. ipaddr.js reads the addresses (decision 173).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The header through which the server hands the client's address to the application. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** Most proxies a deployment may declare; more is a typing mistake, not a network. */
const MAX_TRUST_PROXY_HOPS = 10;

/** TRUST_PROXY_HOPS as a number: unset or empty is 0; anything but 0 to 10 is refused. */
export function parseTrustProxyHops(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  const hops = Number(text);
  if (!/^\d+$/.test(text) || hops > MAX_TRUST_PROXY_HOPS) {
    throw new Error(
      `TRUST_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUST_PROXY_HOPS} (got "${value}")`,
    );
  }
  return hops;
}

/**
 * An address `isIP` calls IPv6, parsed without its zone id (`%eth0`: ipaddr.js reads only letters
 * and digits there, Node more). Never a throw: a header must not stop the server's request handler.
 */
export function parseIpv6(address: string): ipaddr.IPv6 | undefined {
  try {
    return ipaddr.IPv6.parse(address.replace(/%.*$/, ''));
  } catch {
    return undefined;
  }
}

// What a dual-stack socket reports for every IPv4 client, spelt the usual way: no parsing (decision
// 073), as isIP has checked the IPv4 part.
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * A valid IP address, trimmed; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack
 * socket reports for an IPv4 client) becomes plain IPv4 so one client has one spelling.
 */
export function normaliseAddress(value: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return undefined;
  const usual = MAPPED_IPV4.exec(text)?.[1];
  if (usual) return usual;
  // Every other spelling of a mapped address writes its ffff group too; the deprecated
  // IPv4-compatible `::1.2.3.4`, which ipaddr.js also reads as mapped, does not.
  const address = /ffff/i.test(text) ? parseIpv6(text) : undefined;
  if (address?.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return text.toLowerCase();
}

/** A forwarding header's entries, left to right; a header sent twice is one list. */
function entriesOf(value: string | string[] | undefined): string[] {
  const header = Array.isArray(value) ? value.join(',') : (value ?? '');
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address. With no trusted proxy it is the socket's peer: a header is only a claim.
 * Behind N trusted proxies, each appends the address it saw to X-Forwarded-For, so the client is
 * the N-th entry from the right; entries further left were written by the client and are ignored.
 * A header with fewer entries (a request that bypassed a proxy) or an unreadable entry falls back
 * to the socket, which lumps such requests together rather than believing them.
 */
export function resolveClientAddress({
  remoteAddress,
  forwardedFor,
  trustProxyHops,
}: {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustProxyHops: number;
}): string | undefined {
  const socket = normaliseAddress(remoteAddress);
  if (!trustProxyHops) return socket;
  return normaliseAddress(entriesOf(forwardedFor).at(-trustProxyHops)) ?? socket;
}

/** What a trusted proxy may say of the original request besides the address, and its form. */
const FORWARDED_VALUES = {
  'x-forwarded-proto': /^https?$/i,
  'x-forwarded-host': /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i,
  'x-forwarded-port': /^\d{1,5}$/,
};

/**
 * Replace whatever forwarding headers the client sent with what we believe (decision 122). The
 * address is resolved from the connection and the trusted proxies; X-Forwarded-For is kept only
 * when trusted proxies wrote part of it, and the application reads X-Client-Address alone.
 * X-Forwarded-Proto, -Host and -Port (which Next reads for the request's URL, and so for https
 * cookies) are kept only from trusted proxies, as one checked value; RFC 7239's Forwarded and
 * X-Real-IP never.
 */
export function rewriteClientAddressHeaders(
  headers: IncomingHttpHeaders,
  { remoteAddress, trustProxyHops }: { remoteAddress: string | undefined; trustProxyHops: number },
): string | undefined {
  const address = resolveClientAddress({
    remoteAddress,
    forwardedFor: headers['x-forwarded-for'],
    trustProxyHops,
  });
  delete headers[CLIENT_ADDRESS_HEADER];
  delete headers['x-real-ip'];
  delete headers.forwarded;
  if (!trustProxyHops) delete headers['x-forwarded-for'];
  for (const [name, form] of Object.entries(FORWARDED_VALUES)) {
    if (headers[name] === undefined) continue;
    // A proxy sets the header (one value, all its own) or appends to it (then the value N from the
    // right is the outermost trusted proxy's, as for the address); a value of the wrong form is none.
    const entries = trustProxyHops ? entriesOf(headers[name]) : [];
    const value = entries.at(-trustProxyHops) ?? entries[0];
    if (value !== undefined && form.test(value)) headers[name] = value;
    else delete headers[name];
  }
  if (address) headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}

/** Every header rewriteClientAddressHeaders decides, by its name in lower case. */
const DECIDED_HEADERS = new Set([
  CLIENT_ADDRESS_HEADER,
  'x-real-ip',
  'forwarded',
  'x-forwarded-for',
  ...Object.keys(FORWARDED_VALUES),
]);

/**
 * rewriteClientAddressHeaders on a request, in both of Node's views of its headers: the object
 * (`headers`, which Next reads) and the list as received (`rawHeaders`, from which Hono's Node
 * adapter rebuilds a request's headers once they are copied or changed). Without the second, a
 * copy of the API's headers held what the client sent: no vouched address, or a forged one.
 */
export function rewriteClientAddress(
  req: Pick<IncomingMessage, 'headers' | 'rawHeaders'>,
  options: { remoteAddress: string | undefined; trustProxyHops: number },
): string | undefined {
  const address = rewriteClientAddressHeaders(req.headers, options);
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    if (!DECIDED_HEADERS.has(name.toLowerCase())) raw.push(name, req.rawHeaders[i + 1] ?? '');
  }
  for (const name of DECIDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') raw.push(name, value);
  }
  req.rawHeaders = raw;
  return address;
}
