import { formatAddress, mainOffice, site } from '@/content/site';
import { bookingStatusLabels } from '@/domain/booking';
import type { BookingStatus, TimelineEntry } from '@/domain/booking';
import { formatDisplayDate, formatMelbourneDateTime } from '@/domain/format';

// The customer's news of a status change. Unlike the other templates it is written as escaped
// HTML rather than rendered with React: staff change a status with the operator command, which
// runs under the react-server condition where React cannot render to HTML (decision 094). It keeps
// the look of MailLayout: the company's name on top, its contact details below.

export type BookingStatusMailProps = {
  reference: string;
  status: BookingStatus;
  timeline: TimelineEntry[];
  trackLink: string;
  /** The pickup day (yyyy-mm-dd) and window, and both ends as business, street and suburb. */
  pickupDate: string;
  readyFrom: string;
  closesAt: string;
  pickup: string;
  delivery: string;
  /** The news is a pickup moved by staff (decision 161), not a new status. */
  moved?: boolean;
};

const news: Record<BookingStatus, string> = {
  requested: 'We have received your booking request.',
  confirmed:
    'Your booking is confirmed: a truck is planned for the pickup date and window you asked for.',
  picked_up: 'Your freight has been picked up.',
  in_transit: 'Your freight is on its way to the delivery address.',
  delivered: 'Your freight has been delivered. Thank you for shipping with us.',
  cancelled: `Your booking has been cancelled. If you did not expect this, please call us on ${site.phones.sales.display}.`,
};

/** "Pickup moved" or the new status: what the mail's subject and heading say happened. */
const whatHappened = (p: Pick<BookingStatusMailProps, 'status' | 'moved'>) =>
  p.moved ? 'Pickup moved' : bookingStatusLabels[p.status];

export const bookingStatusMailSubject = (
  p: Pick<BookingStatusMailProps, 'reference' | 'status' | 'moved'>,
) => `Booking ${p.reference}: ${whatHappened(p)} – ${site.name}`;

/** The mail's first line: the news. */
function newsOf(p: BookingStatusMailProps): string {
  if (!p.moved) return news[p.status];
  return `We have moved the pickup of your booking to ${formatDisplayDate(p.pickupDate)}, between ${p.readyFrom} and ${p.closesAt} (local time). If this does not suit you, reply to this e-mail or call us on ${site.phones.sales.display}.`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const brand = '#0f4c3a';
const cell = 'padding:6px 8px;border-bottom:1px solid #e3e8e6';

/** The status mail as HTML and plain text, ready for the outbox. */
export function renderBookingStatusMail(p: BookingStatusMailProps): { html: string; text: string } {
  const title = `Booking ${p.reference}: ${whatHappened(p)}`;
  const e = escapeHtml;
  // The booking as planned, then each step reached (Melbourne time, named once below them).
  const details = [
    ['Pickup date', formatDisplayDate(p.pickupDate)],
    ['Pickup window', `${p.readyFrom} to ${p.closesAt} (local time)`],
    ['Pickup address', p.pickup],
    ['Delivery address', p.delivery],
  ];
  const rows = p.timeline.map((entry) => [
    bookingStatusLabels[entry.status],
    formatMelbourneDateTime(entry.at),
  ]);
  const table = (cells: string[][]) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px"><tbody>
${cells.map(([label, value]) => `<tr><th align="left" style="${cell};width:38%;font-weight:600">${e(label!)}</th><td style="${cell}">${e(value!)}</td></tr>`).join('\n')}
</tbody></table>`;
  const footer = `${site.legalName} · ABN ${site.abn} · ${formatAddress(mainOffice)}`;
  const contact = `${site.phones.sales.display} · ${site.emails.sales}`;
  const html = `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;font-family:Arial, Helvetica, sans-serif;color:#1b2421">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5"><tbody><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px"><tbody>
<tr><td style="background:${brand};color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700">${e(site.name)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">${e(title)}</h1>
<p style="margin:0 0 16px">${e(newsOf(p))}</p>
${table(details)}
<h2 style="font-size:16px;margin:0 0 8px">Timeline (Melbourne time)</h2>
${table(rows)}
<p style="margin:0">Follow your booking at <a href="${e(p.trackLink)}" style="color:${brand}">${e(p.trackLink)}</a> with its reference and this e-mail address.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5b6b66;border-top:1px solid #e3e8e6">${e(footer)}<br>${e(contact)}</td></tr>
</tbody></table></td></tr></tbody></table></body></html>`;
  const text = [
    site.name,
    '',
    title,
    '',
    newsOf(p),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Timeline (Melbourne time)',
    ...rows.map(([label, at]) => `${label}: ${at}`),
    '',
    `Follow your booking at ${p.trackLink} with its reference and this e-mail address.`,
    '',
    footer,
    contact,
  ].join('\n');
  return { html, text };
}
