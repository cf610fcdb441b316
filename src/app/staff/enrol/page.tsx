import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EnrolForm } from '@/components/staff/enrol-form';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Add an authenticator' };

export default async function StaffEnrolPage() {
  const user = await requirePage('/staff/enrol');
  if (user?.enrolled) redirect('/staff');
  return (
    <main id="main" className="mx-auto max-w-md space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold">Add an authenticator</h1>
      <EnrolForm />
    </main>
  );
}
