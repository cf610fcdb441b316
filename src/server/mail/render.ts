import 'server-only';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** Render a mail template to HTML and plain text. React escapes every value a visitor typed. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: mailText(html) };
}

/**
 * Render a mail template to HTML only, for mail that goes through the outbox: its plain-text part
 * is made when it is sent (see outbox.ts), off the visitor's request.
 */
export async function renderMailHtml(element: ReactElement): Promise<{ html: string }> {
  return { html: await render(element) };
}

/** The plain-text part of a mail, from its HTML. */
export function mailText(html: string): string {
  return toPlainText(html);
}
