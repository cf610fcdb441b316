import type { Metadata } from 'next';
import { formatMelbourneDateTime } from '@/domain/format';
import { ChangePasswordForm } from '@/components/staff/change-password-form';
import { AddPasskeyForm, RemovePasskey } from '@/components/staff/passkey-forms';
import { StaffShell } from '@/components/staff/staff-shell';
import { StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { Card } from '@/components/staff/ui';
import { database } from '@/server/db/client';
import { ROLE_LABELS } from '@/server/staff/constants';
import { listPasskeys } from '@/server/staff/passkeys';
import type { StaffPasskey } from '@/server/staff/passkeys';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Your account' };

const columns: StaffColumn<StaffPasskey>[] = [
  { header: 'Name', cell: (p) => p.name, rowHeader: true, className: 'break-all' },
  {
    header: 'Added (Melbourne time)',
    cell: (p) => (p.createdAt ? formatMelbourneDateTime(p.createdAt) : 'Unknown'),
    className: 'whitespace-nowrap',
  },
  { header: 'Kept', cell: (p) => (p.synced ? 'Synced between devices' : 'On one device only') },
  { header: 'Actions', cell: (p) => <RemovePasskey id={p.id} name={p.name} /> },
];

export default async function StaffAccountPage() {
  const user = await requirePage('/staff/account');
  const passkeys = await listPasskeys(await database(), user.id);
  return (
    <StaffShell user={user} title="Your account">
      <Card title="Your details">
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
          <dt className="font-medium">Name</dt>
          <dd>{user.name}</dd>
          <dt className="font-medium">E-mail address</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="font-medium">Role</dt>
          <dd>{ROLE_LABELS[user.role]}</dd>
        </dl>
      </Card>
      <Card title="Password">
        <div className="space-y-4">
          <p>
            Changing your password needs a sign-in within the last 5 minutes: if yours is older,
            sign out and in again first. Every other session of yours then ends, and you get an
            e-mail saying the password was changed.
          </p>
          <ChangePasswordForm />
        </div>
      </Card>
      <Card title="Passkeys">
        <div className="space-y-4">
          <p>
            A passkey signs you in with your phone, computer or security key and its PIN,
            fingerprint or face, in place of your password and authenticator code. Your password and
            authenticator keep working. Remove a passkey when its device is lost or given away; an
            administrator&apos;s reset removes them all.
          </p>
          <StaffTable
            caption="Your passkeys"
            rows={passkeys}
            rowKey={(p) => p.id}
            columns={columns}
            empty="You have no passkeys yet."
          />
          <AddPasskeyForm />
        </div>
      </Card>
    </StaffShell>
  );
}
