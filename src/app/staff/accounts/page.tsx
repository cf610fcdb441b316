import type { Metadata } from 'next';
import { formatMelbourneDateTime } from '@/domain/format';
import { AccountActions, AddAccountForm } from '@/components/staff/account-actions';
import { StaffShell } from '@/components/staff/staff-shell';
import { StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { Card } from '@/components/staff/ui';
import { database } from '@/server/db/client';
import { listStaff } from '@/server/staff/accounts';
import type { StaffAccountRow } from '@/server/staff/accounts';
import { ROLE_LABELS } from '@/server/staff/constants';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Staff accounts' };

function state(a: StaffAccountRow): string {
  if (a.disabled) return 'Disabled';
  if (!a.enrolled) return 'Waiting for set-up';
  // Signed in with a password on the common-password list (decision 191).
  return a.passwordChangeDue ? 'Active, new password due' : 'Active';
}

export default async function StaffAccountsPage() {
  const user = await requirePage('/staff/accounts');
  const accounts = await listStaff(await database());
  const columns: StaffColumn<StaffAccountRow>[] = [
    { header: 'Name', cell: (a) => a.name, rowHeader: true },
    { header: 'E-mail', cell: (a) => a.email, className: 'break-all' },
    { header: 'Role', cell: (a) => ROLE_LABELS[a.role] },
    { header: 'State', cell: state },
    {
      header: 'Last sign-in (Melbourne time)',
      cell: (a) => (a.lastSignIn ? formatMelbourneDateTime(a.lastSignIn) : 'Never'),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Actions',
      cell: (a) => (
        <AccountActions
          email={a.email}
          name={a.name}
          self={a.id === user.id}
          disabled={a.disabled}
        />
      ),
    },
  ];
  return (
    <StaffShell user={user} title="Staff accounts">
      <p>
        Everyone who can sign in to the console. A new account, and an account that is reset, gets a
        one-time set-up link valid for 24 hours: it is mailed to them and shown here once. Disabling
        signs the person out everywhere until their account is reset. Every change is written to the
        audit log.
      </p>
      <StaffTable
        caption="Staff accounts by e-mail address"
        rows={accounts}
        rowKey={(a) => a.id}
        columns={columns}
        empty="No staff accounts yet."
      />
      <Card title="Add an account">
        <AddAccountForm />
      </Card>
    </StaffShell>
  );
}
