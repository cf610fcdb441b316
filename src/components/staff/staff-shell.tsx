import Link from 'next/link';
import { forbidden } from 'next/navigation';
import type { ReactNode } from 'react';
import type { StaffUser } from '@/server/staff/session';
import { ROLE_LABELS } from '@/server/staff/constants';
import { SignOutButtons } from './sign-out-buttons';

const NAV: { href: string; label: string; admin?: boolean }[] = [
  { href: '/staff', label: 'Inbox' },
  { href: '/staff/exports', label: 'Exports' },
  { href: '/staff/rates', label: 'Rates' },
  { href: '/staff/fuel-levy', label: 'Fuel levy', admin: true },
  { href: '/staff/outbox', label: 'Outbox', admin: true },
  { href: '/staff/privacy', label: 'Privacy', admin: true },
  { href: '/staff/audit', label: 'Audit log', admin: true },
  { href: '/staff/accounts', label: 'Accounts', admin: true },
  { href: '/staff/account', label: 'Your account' },
];

type FrameProps = { user: StaffUser | null; title: string; children: ReactNode };

/**
 * The console's page frame: the header with the sections the role opens, the page heading, and
 * who is signed in with sign-out. Every console page renders inside it after `requirePage`; a
 * page that finds the user has no access to what it shows passes `null`, which answers with the
 * console's 403 page.
 */
export function StaffShell({ user, title, children }: FrameProps) {
  if (!user) forbidden();
  return (
    <StaffFrame user={user} title={title}>
      {children}
    </StaffFrame>
  );
}

/** The frame alone, also for the 403 page, which has a user (or none) but no access check. */
export function StaffFrame({ user, title, children }: FrameProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="bg-emerald-950 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">Staff console</p>
          {user ? (
            <nav aria-label="Console">
              <ul className="flex flex-wrap gap-4">
                {NAV.filter((n) => !n.admin || user.role === 'admin').map((n) => (
                  <li key={n.href}>
                    <Link href={n.href} className="underline-offset-4 hover:underline">
                      {n.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </main>
      {user ? (
        <footer className="mx-auto max-w-6xl px-4 pb-8 text-sm text-slate-700">
          <p className="mb-2">
            Signed in as {user.name} ({user.email}), {ROLE_LABELS[user.role]}.
          </p>
          <SignOutButtons />
        </footer>
      ) : null}
    </>
  );
}
