import type { Metadata } from 'next';
import { StaffShell } from '@/components/staff/staff-shell';
import { buttonClass, Card, inputClass } from '@/components/staff/ui';
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
            <form method="get" action={`/staff/api/export/${kind}`} className="space-y-3">
              <div>
                <label htmlFor={`since-${kind}`} className="font-medium">
                  Created from (Melbourne time)
                </label>
                <input
                  id={`since-${kind}`}
                  name="since"
                  type="date"
                  className={`${inputClass} max-w-xs`}
                />
              </div>
              {spec.bankDetails ? (
                <div className="flex items-start gap-2">
                  <input
                    id={`bank-${kind}`}
                    name="bank"
                    type="checkbox"
                    value="1"
                    className="mt-1 size-5"
                    aria-describedby={`bank-${kind}-note`}
                  />
                  <div>
                    <label htmlFor={`bank-${kind}`}>Include bank details</label>
                    <p id={`bank-${kind}-note`} className="text-sm text-slate-700">
                      The file then holds account numbers in plain text: keep it somewhere safe and
                      delete it once it has been used.
                    </p>
                  </div>
                </div>
              ) : null}
              <button type="submit" className={buttonClass}>
                Download {spec.label.toLowerCase()}
              </button>
            </form>
          </Card>
        );
      })}
    </StaffShell>
  );
}
