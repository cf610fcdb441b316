import type { Metadata } from 'next';
import { SignInForm } from '@/components/staff/sign-in-form';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { staffReturnPath } from '@/server/staff/return-path';
import { requirePage } from '@/server/staff/session';
import { NeedsScript } from '@/components/forms/needs-script';

export const metadata: Metadata = { title: 'Sign in' };

export default async function StaffSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/staff/sign-in');
  const { set, ended, next } = await searchParams;
  // Only a page of the console, so the link cannot send anyone to another site.
  const returnTo = staffReturnPath(next);
  return (
    <main id="main" className="mx-auto max-w-md space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold">Staff console sign-in</h1>
      <SignInForm
        returnTo={returnTo}
        noScript={<NeedsScript subject="console" />}
        notice={
          set === '1'
            ? 'Your password is set. Sign in to add your authenticator.'
            : ended === 'inactive'
              ? STAFF_MESSAGES.signedOutInactive
              : returnTo
                ? STAFF_MESSAGES.signInToReturn
                : undefined
        }
      />
    </main>
  );
}
