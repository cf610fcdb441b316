import Link from 'next/link';
import { StaffFrame } from '@/components/staff/staff-shell';
import { currentStaff } from '@/server/staff/session';

/** A console page that only tells the signed-in staff member something (403, 404), with a way back. */
export async function StaffNotice({ title, message }: { title: string; message: string }) {
  const user = await currentStaff();
  return (
    <StaffFrame user={user} title={title}>
      <p>{message}</p>
      <p>
        <Link href="/staff" className="font-medium text-emerald-900 underline">
          Back to the inbox
        </Link>
      </p>
    </StaffFrame>
  );
}
