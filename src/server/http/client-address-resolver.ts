// Who is calling, decided once per request by the Node server (scripts/server.mts) from the
// connection, and read by the rate limits (client-address.ts). The server runs this module through
// tsx; Next bundles it with the application.
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

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

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
export function ipv6Groups(address: string): number[] | undefined {
  if (typeof address !== 'string' || isIP(address) !== 6) return undefined;
  let [text = ''] = address.split('%');
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((g) => parseInt(g, 16));
  const [head = '', rest] = text.split('::');
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

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
  // What a dual-stack socket reports for every IPv4 client, spelt the usual way: no parsing.
  const usual = MAPPED_IPV4.exec(text)?.[1];
  if (usual !== undefined && isIP(usual) === 4) return usual;
  const groups = ipv6Groups(text) ?? [];
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return text.toLowerCase();
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
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustProxyHops) return socket;
  return normaliseAddress(entries[entries.length - trustProxyHops]) ?? socket;
}

/** What a trusted proxy may say of the original request besides the address, and its form. */
const FORWARDED_VALUES = {
  'x-forwarded-proto': /^https?$/i,
  'x-forwarded-host': /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i,
  'x-forwarded-port': /^\d{1,5}$/,
};

/**
 * The value trusted proxies gave a forwarded header (Proto, Host, Port), or undefined. A proxy
 * either sets the header (one value, all of it written by a trusted proxy) or appends to it (then
 * the value `trustProxyHops` from the right is the outermost trusted proxy's, as for the address);
 * a value of the wrong form is no value.
 */
export function trustedForwardedValue(
  value: string | string[] | undefined,
  trustProxyHops: number,
  form: RegExp,
): string | undefined {
  if (!trustProxyHops) return undefined;
  const header = Array.isArray(value) ? value.join(',') : (value ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const chosen =
    entries.length >= trustProxyHops ? entries[entries.length - trustProxyHops] : entries[0];
  return chosen !== undefined && form.test(chosen) ? chosen : undefined;
}

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
    const value = trustedForwardedValue(headers[name], trustProxyHops, form);
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  if (address) headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}
