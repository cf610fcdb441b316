import { createElement } from 'react';
import { buildQuotePdf } from '../pdf/quote-pdf';
import type { QuotePdfInput } from '../pdf/quote-pdf';
import { renderMail } from './render';
import { ContactMail } from './templates/contact-mail';
import type { ContactMailProps } from './templates/contact-mail';
import { QuoteMail } from './templates/quote-mail';
import type { QuoteMailProps } from './templates/quote-mail';

// The writing of a mail written when sent (decision 072): its HTML, its plain text and, for the
// visitor's copy of a quote, the quote's PDF, from data already read from the database. Nothing
// here reads the database or the environment, so the same functions run on the delivery loop's
// thread or on the composing thread (composer.ts).

export type ComposeJob =
  | { kind: 'contact'; props: ContactMailProps }
  | { kind: 'quote'; props: QuoteMailProps; pdf: QuotePdfInput | null };

export type Composed = { html: string; text: string; pdf: Uint8Array | null };

export async function compose(job: ComposeJob): Promise<Composed> {
  if (job.kind === 'contact') {
    return { ...(await renderMail(createElement(ContactMail, job.props))), pdf: null };
  }
  const [rendered, pdf] = await Promise.all([
    renderMail(createElement(QuoteMail, job.props)),
    job.pdf ? buildQuotePdf(job.pdf) : null,
  ]);
  return { ...rendered, pdf };
}
