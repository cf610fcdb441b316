import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StaffUser } from '@/server/staff/session';
import { ROLE_LABELS, STAFF_MESSAGES } from '@/server/staff/constants';
import { SignOutButtons } from './sign-out-buttons';

const NAV: { href: string; label: string; admin?: boolean }[] = [
  { href: '/staff', label: 'Inbox' },
  { href: '/staff/exports', label: 'Exports' },
  { href: '/staff/fuel-levy', label: 'Fuel levy', admin: true },
  { href: '/staff/outbox', label: 'Outbox', admin: true },
  { href: '/staff/audit', label: 'Audit log', admin: true },
];

/** The console's frame: who is signed in, the sections their role opens, and sign-out. */
export function StaffShell({
  user,
  title,
  children,
}: {
  user: StaffUser | null;
  title: string;
  children: ReactNode;
}) {
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
        {user ? children : <p role="alert">{STAFF_MESSAGES.forbidden}</p>}
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
