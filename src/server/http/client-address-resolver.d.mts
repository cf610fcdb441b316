import type { IncomingHttpHeaders } from 'node:http';

export declare const CLIENT_ADDRESS_HEADER: 'x-client-address';

export declare function parseTrustProxyHops(value: string | undefined): number;

export declare function ipv6Groups(address: string): number[] | undefined;

export declare function normaliseAddress(value: string | undefined): string | undefined;

export declare function resolveClientAddress(options: {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustProxyHops: number;
}): string | undefined;

export declare function rewriteClientAddressHeaders(
  headers: IncomingHttpHeaders,
  options: { remoteAddress: string | undefined; trustProxyHops: number },
): string | undefined;

export declare function trustedForwardedValue(
  value: string | string[] | undefined,
  trustProxyHops: number,
  form: RegExp,
): string | undefined;
