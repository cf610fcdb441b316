import 'server-only';
import { site } from '@/content/site';

// The set-up mail is written as plain HTML rather than a React mail template: it is also sent by
// the operator command, which runs under React's server conditions, where react-dom/server (the
// mail renderer) cannot load.

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function setUpMailSubject(reset: boolean): string {
  return reset ? 'Your staff console sign-in has been reset' : 'Your staff console account';
}

/** The one-time link to set a password and an authenticator; it names no password or code. */
export function setUpMail({
  name,
  link,
  expiresAt,
  reset,
}: {
  name: string;
  link: string;
  expiresAt: string;
  reset: boolean;
}): { html: string; text: string } {
  const why = reset
    ? 'An administrator has reset your sign-in to the staff console. Your old password, authenticator and passkeys no longer work.'
    : 'An administrator has given you an account on the staff console, where website enquiries, quotes and credit applications are answered.';
  const how =
    'Open the link below to choose a password, then add the console to an authenticator app on your phone.';
  const when = `The link works once and until ${expiresAt}. If you did not expect this e-mail, you can ignore it.`;
  const paragraphs = [`Hello ${name},`, `${why} ${how}`];
  const html = [
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">',
    `<title>${escapeHtml(setUpMailSubject(reset))}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2421">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(when)}</p>`,
    `<p>${escapeHtml(site.name)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [...paragraphs, link, when, site.name].join('\n\n');
  return { html, text };
}
