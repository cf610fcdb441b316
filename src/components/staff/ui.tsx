// Small pieces the console's pages and islands share.

import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-800 focus:outline-2 focus:outline-emerald-800';
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-emerald-900 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-900 disabled:opacity-60 forced-colors:border-2';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-900';

export function Message({ tone, children }: { tone: 'error' | 'ok'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900'
          : 'rounded-md border border-emerald-800 bg-emerald-50 px-3 py-2 text-emerald-950'
      }
    >
      {children}
    </p>
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
