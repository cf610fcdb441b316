import type { Metadata } from 'next';
import { formatMelbourneDateTime } from '@/domain/format';
import { ChangePasswordForm } from '@/components/staff/change-password-form';
import { EndSession } from '@/components/staff/end-session';
import { AddPasskeyForm, RemovePasskey } from '@/components/staff/passkey-forms';
import { StaffShell } from '@/components/staff/staff-shell';
import { StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { Card, Message } from '@/components/staff/ui';
import { database } from '@/server/db/client';
import { ROLE_LABELS } from '@/server/staff/constants';
import { listPasskeys } from '@/server/staff/passkeys';
import type { StaffPasskey } from '@/server/staff/passkeys';
import { requirePage } from '@/server/staff/session';
import { listOwnSessions } from '@/server/staff/sessions';
import type { OwnSession } from '@/server/staff/sessions';

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

const sessionColumns: StaffColumn<OwnSession>[] = [
  {
    header: 'Browser',
    cell: (s) => (s.current ? `${s.device} (this browser)` : s.device),
    rowHeader: true,
  },
  { header: 'Address', cell: (s) => s.address ?? 'Unknown', className: 'break-all' },
  {
    header: 'Signed in (Melbourne time)',
    cell: (s) => formatMelbourneDateTime(s.signedInAt),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Last active',
    cell: (s) => formatMelbourneDateTime(s.lastActiveAt),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Actions',
    cell: (s) =>
      s.current ? (
        'Sign out at the foot of the page'
      ) : (
        <EndSession
          id={s.id}
          name={`${s.device}, signed in ${formatMelbourneDateTime(s.signedInAt)}`}
        />
      ),
  },
];

export default async function StaffAccountPage() {
  const user = await requirePage('/staff/account');
  const db = await database();
  const [passkeys, sessions] = await Promise.all([
    listPasskeys(db, user.id),
    listOwnSessions(db, user),
  ]);
  return (
    <StaffShell user={user} title="Your account">
      {user.passwordChangeDue ? (
        <Message tone="error">
          Your password is on a list of passwords known from data breaches, so it could be guessed.
          Choose a new one under Password below: the rest of the console opens once you have.
        </Message>
      ) : null}
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
      <Card title="Where you are signed in">
        <div className="space-y-4">
          <p>
            Every browser signed in as you. If you do not know one, sign it out, then change your
            password. Signing out another browser needs a sign-in within the last 5 minutes;
            &ldquo;Sign out everywhere&rdquo; at the foot of every page ends them all at once, this
            one included.
          </p>
          <StaffTable
            caption="Your sessions"
            rows={sessions}
            rowKey={(s) => s.id}
            columns={sessionColumns}
            empty="No sessions."
          />
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
