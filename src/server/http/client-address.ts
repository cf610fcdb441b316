import 'server-only';
import { isIP } from 'node:net';
import { log } from '../log';
import { CLIENT_ADDRESS_HEADER, normaliseAddress, parseIpv6 } from './client-address-resolver.ts';

/**
 * The key a client's limits are counted under, from an address: IPv4 as it is, IPv6 by its /64,
 * because one host is usually given a whole /64 and could otherwise take a new address per request.
 */
export function addressKey(value: string | null | undefined): string {
  const address = normaliseAddress(value ?? undefined);
  if (!address) return 'unknown';
  const ipv6 = isIP(address) === 6 ? parseIpv6(address) : undefined;
  if (!ipv6) return address;
  return `${ipv6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

let warned = false;

/**
 * The client's address, as scripts/server.mts took it from the connection (and the trusted
 * proxies, TRUST_PROXY_HOPS). Without that server in front (`next dev`, a bare `next start`) the
 * header could have come from anyone, so every client is 'unknown' and shares one set of limits.
 */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

/**
 * The client's whole address as scripts/server.mts took it from the connection, or undefined when
 * the site runs without it (the header could then have come from anyone): what the staff console
 * records of a sign-in.
 */
export function vouchedAddressOf(headers: Headers): string | undefined {
  if (process.env.CLIENT_ADDRESS_FROM_SERVER !== '1') return undefined;
  return normaliseAddress(headers.get(CLIENT_ADDRESS_HEADER) ?? undefined) ?? undefined;
}

/** The client's address from a request's headers (a page drawn on the server reads them so). */
export function clientAddressOf(headers: Headers): string {
  if (process.env.CLIENT_ADDRESS_FROM_SERVER !== '1') {
    if (!warned) {
      warned = true;
      log.warn(
        'client addresses are unknown: start the site with `npm start` (scripts/server.mts)',
      );
    }
    return 'unknown';
  }
  return addressKey(vouchedAddressOf(headers));
}
