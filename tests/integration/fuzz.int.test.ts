// Fuzzing every POST route with bodies mutated from valid ones (fixed seed, so a failure can be
// replayed): whatever a client sends, the answer is never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiRoutes } from '../support/api-routes';
import type { ApiRoute } from '../support/api-routes';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { saveQuoteBody, validBodies } from '../support/valid-bodies';

const SEED = 20261123;
const BODIES_PER_ROUTE = 600;

/** mulberry32: a small, fast PRNG whose sequence depends only on the seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

type Rng = ReturnType<typeof prng>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  'Zoë Müller 日本 🚚',
  '\u202eevil',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\\u0000',
  'Jane\u0000Doe',
  'bell\u0007',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  '０１２',
  'a@b',
  'x@example.com',
  'data:image/png;base64,',
  'data:image/png;base64,iVBORw0KGgo=',
  'Q0000-0000',
  'LAVERTON NORTH VIC 3026',
  'Express',
  'true',
  '{"nested":"json"}',
];
const NUMBERS = [0, -1, 1, 1.5, -0.0001, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 5e-324, 999_999_999];
const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'extra', '', 'a'.repeat(300)];

function randomValue(rng: Rng, depth = 0): Json {
  switch (rng.int(depth > 2 ? 3 : 6)) {
    case 0:
      return rng.pick(STRINGS);
    case 1:
      return rng.pick(NUMBERS);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1));
    case 4:
      return Object.fromEntries(
        Array.from({ length: rng.int(3) }, () => [rng.pick(KEYS), randomValue(rng, depth + 1)]),
      );
    default:
      return rng.pick(STRINGS).repeat(1 + rng.int(3));
  }
}

/** Every container in a body, with the path to it: the places a mutation can land. */
function containers(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const children = Array.isArray(value)
    ? value.flatMap((v, i) => containers(v, [...path, i]))
    : Object.entries(value).flatMap(([k, v]) => containers(v, [...path, k]));
  return [path, ...children];
}

function at(root: Json, path: (string | number)[]): Json {
  let node = root;
  for (const key of path) node = (node as Record<string | number, Json>)[key]!;
  return node;
}

function mutate(rng: Rng, body: Json): Json | string {
  let copy = structuredClone(body);
  const steps = 1 + rng.int(3);
  for (let s = 0; s < steps; s++) {
    const places = containers(copy);
    if (places.length === 0) return copy;
    const target = at(copy, rng.pick(places)) as Record<string | number, Json> | Json[];
    const keys = Object.keys(target);
    const key = keys.length > 0 ? rng.pick(keys) : '0';
    switch (rng.int(8)) {
      case 0: // drop a field
        if (Array.isArray(target)) target.splice(Number(key), 1);
        else delete target[key];
        break;
      case 1: // change a field's type or value
      case 2:
        (target as Record<string, Json>)[key] = randomValue(rng);
        break;
      case 3: // an unknown field, sometimes with a name that means something to JavaScript
        if (!Array.isArray(target)) target[rng.pick(KEYS)] = randomValue(rng);
        break;
      case 4: // repeat an array's items, e.g. hundreds of packages
        if (Array.isArray(target) && target.length > 0) {
          const times = rng.pick([2, 10, 60, 400]);
          target.push(...Array.from({ length: times }, () => structuredClone(target[0]!)));
        }
        break;
      case 5: // a string grown, cut or edited
        if (typeof target[key as never] === 'string') {
          const text = target[key as never] as string;
          (target as Record<string, Json>)[key] = rng.pick([
            text + text,
            text.slice(0, rng.int(text.length + 1)),
            `${text}${rng.pick(STRINGS)}`,
            text.toUpperCase(),
            ` ${text} `,
          ]);
        }
        break;
      case 6: // a number pushed to an edge
        (target as Record<string, Json>)[key] = rng.pick(NUMBERS) * rng.pick([1, -1]);
        break;
      default: // the whole body replaced by another kind of value
        if (rng.int(4) === 0) copy = randomValue(rng);
        break;
    }
  }
  // Now and then, damage the JSON text itself.
  if (rng.int(10) === 0) {
    const text = JSON.stringify(copy);
    const cut = rng.int(text.length + 1);
    return rng.pick([
      text.slice(0, cut),
      `${text.slice(0, cut)}${rng.pick(['{', '"', '\\', ']', ',,', '\u0000'])}${text.slice(cut)}`,
      `${text}${text}`,
    ]);
  }
  return copy;
}

let app: TestApp;
let routes: (ApiRoute & { POST: NonNullable<ApiRoute['POST']> })[];
let seeds: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  app = await startTestApp({
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_PRICING_MAX: '1000000000',
    RATE_LIMIT_MAIL_MAX: '1000000000',
    RATE_LIMIT_LOOKUP_MAX: '1000000000',
    VISITOR_MAIL_PER_DAY: '1000000000',
  });
  const all = loadApiRoutes();
  routes = all.filter((r): r is (typeof routes)[number] => Boolean(r.POST));
  // Look-ups start from a quote that exists, so mutations land near a real record.
  const saved = await callRoute('/tms/saveQuote', saveQuoteBody());
  seeds = validBodies(String(saved.json.qn_random));
});
afterAll(async () => {
  await app.close();
});

describe(`fuzzing every POST route (seed ${SEED})`, () => {
  it(
    `answers ${BODIES_PER_ROUTE} mutated bodies per route without a 5xx`,
    async () => {
      const rng = prng(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      for (const route of routes) {
        const seed = seeds[route.path] as Json;
        for (let i = 0; i < BODIES_PER_ROUTE; i++) {
          const body = mutate(rng, seed);
          const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
          const res = await callRoute(route.path, undefined, { rawBody });
          sent += 1;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500 || (res.status >= 400 && typeof res.json.error !== 'string')) {
            failures.push(`${route.path} #${i} → ${res.status}: ${rawBody.slice(0, 300)}`);
          }
        }
      }
      expect(sent).toBeGreaterThanOrEqual(5000);
      expect(failures).toEqual([]);
      // A fuzzer that only ever hits one answer proves little: both outcomes must be exercised.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(1000);
    },
    15 * 60_000,
  );
});
