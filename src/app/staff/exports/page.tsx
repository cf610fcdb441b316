import type { Metadata } from 'next';
import { StaffShell } from '@/components/staff/staff-shell';
import { ExportForm } from '@/components/staff/export-form';
import { Card } from '@/components/staff/ui';
import { exportsFor, STAFF_EXPORTS } from '@/server/staff/exports';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Exports' };

export default async function StaffExportsPage() {
  const user = await requirePage('/staff/exports');
  return (
    <StaffShell user={user} title="Exports">
      <p>
        Spreadsheet (CSV) files of what came in through the site, the same files as the operator
        export. Leave the date empty for everything. Each download is written to the audit log.
      </p>
      {exportsFor(user.role).map((kind) => {
        const spec = STAFF_EXPORTS[kind];
        return (
          <Card key={kind} title={spec.label}>
            <ExportForm kind={kind} label={spec.label} bankDetails={spec.bankDetails} />
          </Card>
        );
      })}
    </StaffShell>
  );
}
