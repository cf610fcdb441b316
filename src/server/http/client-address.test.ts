import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';
import {
  normaliseAddress,
  parseTrustProxyHops,
  resolveClientAddress,
  rewriteClientAddress,
  rewriteClientAddressHeaders,
} from './client-address-resolver.ts';

describe('normaliseAddress', () => {
  it('keeps valid addresses and turns IPv4-mapped IPv6 into IPv4', () => {
    expect(normaliseAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(normaliseAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(normaliseAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('::ffff:999.0.113.9')).toBeUndefined();
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('keeps a zone id, drops it with the mapping, and leaves IPv4-compatible IPv6 as it is', () => {
    expect(normaliseAddress('FE80::1%ETH0')).toBe('fe80::1%eth0');
    expect(normaliseAddress('::ffff:203.0.113.9%eth0')).toBe('203.0.113.9');
    // A zone Node takes and ipaddr.js does not read (a dot, a dash).
    expect(normaliseAddress('::ffff:cb00:7109%en-0.1')).toBe('203.0.113.9');
    expect(normaliseAddress('2001:db8:ffff::1')).toBe('2001:db8:ffff::1');
    expect(normaliseAddress('::203.0.113.9')).toBe('::203.0.113.9');
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      undefined,
      '',
      'unknown',
      '203.0.113.9:443',
      '999.1.1.1',
      '1.2.3.4, 5.6.7.8',
    ])
      expect(normaliseAddress(bad)).toBeUndefined();
  });
});

describe('resolveClientAddress', () => {
  const socket = '::ffff:10.0.0.5';

  it('believes only the socket when no proxy is trusted', () => {
    expect(
      resolveClientAddress({
        remoteAddress: socket,
        forwardedFor: '198.51.100.1',
        trustProxyHops: 0,
      }),
    ).toBe('10.0.0.5');
  });

  it('takes the entry the N-th trusted proxy added, ignoring what the client wrote before it', () => {
    const forwardedFor = '1.1.1.1, 198.51.100.7, 192.0.2.44';
    expect(resolveClientAddress({ remoteAddress: socket, forwardedFor, trustProxyHops: 1 })).toBe(
      '192.0.2.44',
    );
    expect(resolveClientAddress({ remoteAddress: socket, forwardedFor, trustProxyHops: 2 })).toBe(
      '198.51.100.7',
    );
  });

  it('falls back to the socket when the header is short or unreadable', () => {
    expect(
      resolveClientAddress({
        remoteAddress: socket,
        forwardedFor: '192.0.2.44',
        trustProxyHops: 2,
      }),
    ).toBe('10.0.0.5');
    expect(
      resolveClientAddress({ remoteAddress: socket, forwardedFor: undefined, trustProxyHops: 1 }),
    ).toBe('10.0.0.5');
    expect(
      resolveClientAddress({ remoteAddress: socket, forwardedFor: 'garbage', trustProxyHops: 1 }),
    ).toBe('10.0.0.5');
    expect(
      resolveClientAddress({
        remoteAddress: socket,
        forwardedFor: '198.51.100.7, 192.0.2.44:443',
        trustProxyHops: 1,
      }),
    ).toBe('10.0.0.5');
  });

  it('reads a header sent twice as one list, and IPv4-mapped entries as IPv4', () => {
    const forwardedFor = ['1.1.1.1', '::FFFF:c633:6407, 192.0.2.44'];
    expect(resolveClientAddress({ remoteAddress: socket, forwardedFor, trustProxyHops: 2 })).toBe(
      '198.51.100.7',
    );
  });
});

describe('rewriteClientAddressHeaders', () => {
  it('drops every address a client claims and sets the resolved one', () => {
    const headers: IncomingHttpHeaders = {
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.2',
      'x-client-address': '198.51.100.3',
    };
    rewriteClientAddressHeaders(headers, { remoteAddress: '192.0.2.10', trustProxyHops: 0 });
    expect(headers).toEqual({ 'x-client-address': '192.0.2.10' });
  });

  it('keeps X-Forwarded-For written by trusted proxies', () => {
    const headers: IncomingHttpHeaders = {
      'x-forwarded-for': '198.51.100.1, 192.0.2.44',
      'x-client-address': '198.51.100.3',
    };
    rewriteClientAddressHeaders(headers, { remoteAddress: '10.0.0.5', trustProxyHops: 1 });
    expect(headers).toEqual({
      'x-forwarded-for': '198.51.100.1, 192.0.2.44',
      'x-client-address': '192.0.2.44',
    });
  });

  it('believes no forwarded protocol, host or port without a trusted proxy', () => {
    const headers: IncomingHttpHeaders = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
      forwarded: 'for=198.51.100.1;proto=https;host=evil.example',
    };
    rewriteClientAddressHeaders(headers, { remoteAddress: '192.0.2.10', trustProxyHops: 0 });
    expect(headers).toEqual({ 'x-client-address': '192.0.2.10' });
  });

  it('takes the forwarded protocol and host the trusted proxies wrote, checked', () => {
    const set: IncomingHttpHeaders = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.com.au',
    };
    rewriteClientAddressHeaders(set, { remoteAddress: '10.0.0.5', trustProxyHops: 1 });
    expect(set['x-forwarded-proto']).toBe('https');
    expect(set['x-forwarded-host']).toBe('www.example.com.au');
    // Appended to what the client sent: the outermost trusted proxy's value counts.
    const appended: IncomingHttpHeaders = { 'x-forwarded-proto': 'http, https, http' };
    rewriteClientAddressHeaders(appended, { remoteAddress: '10.0.0.5', trustProxyHops: 2 });
    expect(appended['x-forwarded-proto']).toBe('https');
    // Set by the one proxy before us in a chain of two: its value is all there is.
    const short: IncomingHttpHeaders = { 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' };
    rewriteClientAddressHeaders(short, { remoteAddress: '10.0.0.5', trustProxyHops: 2 });
    expect(short).toEqual({
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'x-client-address': '10.0.0.5',
    });
    const odd: IncomingHttpHeaders = {
      'x-forwarded-proto': 'javascript',
      'x-forwarded-host': 'a.example/path',
    };
    rewriteClientAddressHeaders(odd, { remoteAddress: '10.0.0.5', trustProxyHops: 1 });
    expect(odd['x-forwarded-proto']).toBeUndefined();
    expect(odd['x-forwarded-host']).toBeUndefined();
  });
});

describe('parseTrustProxyHops', () => {
  it('reads 0 to 10 and refuses the rest', () => {
    expect(parseTrustProxyHops(undefined)).toBe(0);
    expect(parseTrustProxyHops('')).toBe(0);
    expect(parseTrustProxyHops(' 2 ')).toBe(2);
    for (const bad of ['-1', '1.5', 'one', '11']) expect(() => parseTrustProxyHops(bad)).toThrow();
  });
});

describe('addressKey', () => {
  it('counts IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('fe80::1:2:3:4%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::203.0.113.9')).toBe('0:0:0:0::/64');
    expect(addressKey('not an address')).toBe('unknown');
    expect(addressKey(null)).toBe('unknown');
  });
});

describe('clientAddress', () => {
  const request = (address: string) =>
    new Request('http://localhost/tms/save-contact', {
      headers: { 'x-client-address': address, 'x-forwarded-for': '198.51.100.1' },
    });
  const before = process.env.CLIENT_ADDRESS_FROM_SERVER;
  afterEach(() => {
    if (before === undefined) delete process.env.CLIENT_ADDRESS_FROM_SERVER;
    else process.env.CLIENT_ADDRESS_FROM_SERVER = before;
  });

  it('reads the address the server set', () => {
    process.env.CLIENT_ADDRESS_FROM_SERVER = '1';
    expect(clientAddress(request('192.0.2.10'))).toBe('192.0.2.10');
    expect(clientAddress(request('2001:db8::7'))).toBe('2001:db8:0:0::/64');
  });

  it('believes no header when the site runs without its server', () => {
    delete process.env.CLIENT_ADDRESS_FROM_SERVER;
    expect(clientAddress(request('192.0.2.10'))).toBe('unknown');
  });
});

describe('rewriteClientAddress', () => {
  it("reaches the API through Hono's Node adapter, even once a handler copies the headers", async () => {
    // As the server mounts the API: the addresses decided first, then the adapter (the staff
    // console's sign-in copies the request's headers before it hands them to its library).
    const listener = getRequestListener(
      (request) => {
        const copied = new Headers(request.headers);
        return Response.json({
          copied: copied.get('x-client-address'),
          read: request.headers.get('x-client-address'),
          realIp: copied.get('x-real-ip'),
        });
      },
      { overrideGlobalObjects: false, hostname: 'localhost' },
    );
    const server = http.createServer((req, res) => {
      rewriteClientAddress(req, { remoteAddress: req.socket.remoteAddress, trustProxyHops: 0 });
      void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/staff/api/auth/sign-in/email`, {
        headers: { 'x-client-address': '198.51.100.7', 'x-real-ip': '198.51.100.8' },
      });
      expect(await answer.json()).toEqual({ copied: '127.0.0.1', read: '127.0.0.1', realIp: null });
    } finally {
      server.close();
    }
  });
});
