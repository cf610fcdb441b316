import { StaffNotice } from '@/components/staff/staff-notice';
import { STAFF_MESSAGES } from '@/server/staff/constants';

/**
 * What a signed-in staff member sees, with status 404, for an item the console does not hold (an
 * old notice's link, say): the console's own frame and a way back, not the public site's 404.
 * Next takes a nested not-found's metadata from the page, so the tab keeps the page's title.
 */
export default function StaffNotFound() {
  return <StaffNotice title={STAFF_MESSAGES.notFoundPage} message={STAFF_MESSAGES.notFound} />;
}
