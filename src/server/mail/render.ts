import 'server-only';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** Render a mail template to HTML and plain text. React escapes every value a visitor typed. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
