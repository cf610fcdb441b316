import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_PAGES } from '@/server/staff/routes';
import type { Access, StaffPage } from '@/server/staff/routes';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { Browser, enrolledStaff, pageCheck } from './staff-support';

// The page's request headers, as Next gives them to a server component.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: () => Promise.resolve(request.headers) }));

let app: TestApp;
const browsers: Record<string, Browser> = {};

beforeAll(async () => {
  // What `experimental.authInterrupts` in next.config.ts turns on in the built site.
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  browsers['signed out'] = new Browser('10.0.6.9');
  for (const role of ['sales', 'accounts', 'admin'] as const)
    browsers[role] = (await enrolledStaff(`${role}-pages@test.example`, role, '10.0.6.1')).browser;
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** What requirePage does for this browser: the user's role, or the answer Next would give. */
async function outcome(page: StaffPage, browser: Browser): Promise<string> {
  const check = await pageCheck(request, page, browser);
  if ('opens' in check) return check.opens ? `200 ${check.opens.role}` : '200 public';
  return check.location ? `${check.status} to ${check.location}` : String(check.status);
}

function expected(access: Access, name: string): string {
  if (access === 'public') return name === 'signed out' ? '200 public' : `200 ${name}`;
  if (name === 'signed out') return '307 to /staff/sign-in';
  if (access === 'signedIn') return `200 ${name}`;
  return (access as readonly string[]).includes(name) ? `200 ${name}` : '403';
}

describe('role matrix for pages, generated from the route list', () => {
  it('every page answers a redirect to sign-in signed out, 403 to a role without access, and opens for the rest', async () => {
    const seen: string[] = [];
    for (const [page, access] of Object.entries(STAFF_PAGES)) {
      for (const [name, browser] of Object.entries(browsers)) {
        const got = await outcome(page as StaffPage, browser);
        expect(got, `${page} as ${name}`).toBe(expected(access, name));
        seen.push(got);
      }
    }
    // The matrix holds each answer at least once: sales and accounts are refused admin pages.
    expect(await outcome('/staff/accounts', browsers.sales!)).toBe('403');
    expect(await outcome('/staff/accounts', browsers.admin!)).toBe('200 admin');
    expect(await outcome('/staff/audit', browsers['signed out']!)).toBe('307 to /staff/sign-in');
    expect(new Set(seen).has('403')).toBe(true);
  });
});
