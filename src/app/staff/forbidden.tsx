import { StaffNotice } from '@/components/staff/staff-notice';
import { STAFF_MESSAGES } from '@/server/staff/constants';

/** What a signed-in staff member sees, with status 403, on a page of another role. */
export default function StaffForbidden() {
  return (
    <StaffNotice
      title={STAFF_MESSAGES.forbiddenPage}
      message={`${STAFF_MESSAGES.forbidden} Ask an administrator if your work needs it.`}
    />
  );
}
