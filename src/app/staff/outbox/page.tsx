import type { Metadata } from 'next';
import { RetryMail } from '@/components/staff/retry-mail';
import { StaffShell } from '@/components/staff/staff-shell';
import { Card } from '@/components/staff/ui';
import { database } from '@/server/db/client';
import { outboxStatus } from '@/server/outbox/outbox';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Outbox' };

export default async function StaffOutboxPage() {
  const user = await requirePage('/staff/outbox');
  if (!user)
    return (
      <StaffShell user={null} title="Outbox">
        {null}
      </StaffShell>
    );
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
          <div className="mb-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Mail that failed, oldest first</caption>
              <thead className="bg-slate-200">
                <tr>
                  <th scope="col" className="p-2">
                    Mail
                  </th>
                  <th scope="col" className="p-2">
                    To
                  </th>
                  <th scope="col" className="p-2">
                    Tries
                  </th>
                  <th scope="col" className="p-2">
                    Next try (UTC)
                  </th>
                  <th scope="col" className="p-2">
                    Last error
                  </th>
                </tr>
              </thead>
              <tbody>
                {status.failures.map((f) => (
                  <tr key={f.id} className="border-t border-slate-200">
                    <th scope="row" className="p-2 font-medium">
                      {f.topic} #{f.id}
                    </th>
                    <td className="p-2 break-all">{f.to}</td>
                    <td className="p-2">{f.attempts}</td>
                    <td className="p-2 whitespace-nowrap">
                      {f.nextAttemptAt.slice(0, 19).replace('T', ' ')}
                    </td>
                    <td className="p-2 break-all">{f.lastError ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <RetryMail />
      </Card>
    </StaffShell>
  );
}
