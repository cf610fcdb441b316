import Link from 'next/link';
import { StaffFrame } from '@/components/staff/staff-shell';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { currentStaff } from '@/server/staff/session';

/** What a signed-in staff member sees, with status 403, on a page of another role. */
export default async function StaffForbidden() {
  const user = await currentStaff();
  return (
    <StaffFrame user={user} title={STAFF_MESSAGES.forbiddenPage}>
      <p>{STAFF_MESSAGES.forbidden} Ask an administrator if your work needs it.</p>
      <p>
        <Link href="/staff" className="font-medium text-emerald-900 underline">
          Back to the inbox
        </Link>
      </p>
    </StaffFrame>
  );
}
