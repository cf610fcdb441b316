import type { Metadata } from 'next';
import { SetUpForm } from '@/components/staff/set-up-form';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Set your password', referrer: 'no-referrer' };

export default async function StaffSetUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/staff/set-up');
  const { token } = await searchParams;
  const valid = typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
  return (
    <main id="main" className="mx-auto max-w-md space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold">Set your password</h1>
      {valid ? <SetUpForm token={token} /> : <p role="alert">{STAFF_MESSAGES.linkInvalid}</p>}
    </main>
  );
}
