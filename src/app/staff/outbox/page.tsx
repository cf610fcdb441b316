import type { Metadata } from 'next';
import { RetryMail } from '@/components/staff/retry-mail';
import { StaffShell } from '@/components/staff/staff-shell';
import { StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { Card } from '@/components/staff/ui';
import { formatMelbourneDateTime } from '@/domain/format';
import { database } from '@/server/db/client';
import { outboxStatus } from '@/server/outbox/outbox';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Outbox' };

type Failure = Awaited<ReturnType<typeof outboxStatus>>['failures'][number];

const FAILURE_COLUMNS: StaffColumn<Failure>[] = [
  { header: 'Mail', cell: (f) => `${f.topic} #${f.id}`, rowHeader: true },
  { header: 'To', cell: (f) => f.to, className: 'break-all' },
  { header: 'Tries', cell: (f) => f.attempts },
  {
    header: 'Next try (Melbourne time)',
    cell: (f) => formatMelbourneDateTime(f.nextAttemptAt),
    className: 'whitespace-nowrap',
  },
  { header: 'Last error', cell: (f) => f.lastError ?? '', className: 'break-all' },
];

export default async function StaffOutboxPage() {
  const user = await requirePage('/staff/outbox');
  const status = await outboxStatus(await database());
  const counts = [
    { label: 'Waiting', value: status.pending, note: 'queued, not tried yet' },
    { label: 'Failing', value: status.failing, note: 'tried and failed; tried again later' },
    { label: 'Sent', value: status.sent, note: 'delivered to the mail server' },
  ];
  return (
    <StaffShell user={user} title="Outbox">
      <p>
        Every mail the site sends waits here until the mail server takes it. Mail that fails is
        tried again on its own, waiting longer each time; Retry now tries all waiting mail at once.
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {counts.map((c) => (
          <div key={c.label} className="rounded-lg border border-slate-300 bg-white p-4">
            <dt className="font-medium">{c.label}</dt>
            <dd className="text-3xl font-bold" data-testid={`outbox-${c.label.toLowerCase()}`}>
              {c.value}
            </dd>
            <dd className="text-sm text-slate-700">{c.note}</dd>
          </div>
        ))}
      </dl>
      <Card title="Failing mail">
        {status.failures.length === 0 ? (
          <p className="mb-3">No mail is failing.</p>
        ) : (
          <div className="mb-4">
            <StaffTable
              caption="Mail that failed, oldest first"
              rows={status.failures}
              rowKey={(f) => f.id}
              columns={FAILURE_COLUMNS}
            />
          </div>
        )}
        <RetryMail />
      </Card>
    </StaffShell>
  );
}
