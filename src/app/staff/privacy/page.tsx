import type { Metadata } from 'next';
import { PrivacyRequest } from '@/components/staff/privacy-request';
import { StaffShell } from '@/components/staff/staff-shell';
import { Card } from '@/components/staff/ui';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Privacy requests' };

export default async function StaffPrivacyPage() {
  const user = await requirePage('/staff/privacy');
  return (
    <StaffShell user={user} title="Privacy requests">
      <p>
        When someone asks what the site holds about them, or asks to be deleted, check that the
        request comes from the address&apos;s owner, then export or erase here. Delivered bookings,
        bookings under way and approved accounts&apos; credit applications are kept, as the law
        requires; the audit log records each request without the address.
      </p>
      <Card title="One address">
        <PrivacyRequest />
      </Card>
    </StaffShell>
  );
}
