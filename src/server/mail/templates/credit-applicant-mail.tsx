import { creditTerms } from '@/content/credit-application';
import { site } from '@/content/site';
import type { CreditApplication } from '@/domain/credit-application';
import { FieldTable, MailLayout } from './mail-layout';

export const creditApplicantMailSubject = `We have received your credit application – ${site.name}`;

/** The applicant's acknowledgment: what we received, without the bank details. */
export function CreditApplicantMail({
  app,
  receivedAt,
}: {
  app: CreditApplication;
  receivedAt: string;
}) {
  return (
    <MailLayout
      title="Thank you for your credit application"
      preview="Our accounts team will contact you within two business days."
    >
      <p style={{ margin: '0 0 16px' }}>{app.name ? `Dear ${app.name},` : 'Hello,'}</p>
      <p style={{ margin: '0 0 16px' }}>
        Thank you for applying for a credit account with {site.name}. Our accounts team will check
        your trade references and contact you within two business days. If anything below is not
        right, reply to this e-mail or write to {site.emails.accounts}.
      </p>
      <FieldTable
        rows={[
          ['Received', receivedAt],
          ['Company name', app.company_name],
          ['Trading name', app.trading_name],
          ['ABN', app.abn],
          ['ACN', app.acn],
          ['Contact', app.name],
          ['Phone', app.phoneNumber],
          ['Declaration signed by', app.declaration_name],
          ['Privacy Act acknowledgment signed by', app.act_name],
        ]}
      />
      <p style={{ margin: '0 0 16px' }}>
        For your security, the bank details you gave are not repeated in this e-mail.
      </p>
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>Credit terms</h2>
      {creditTerms.map((term) => (
        <p key={term} style={{ margin: '0 0 8px' }}>
          {term}
        </p>
      ))}
    </MailLayout>
  );
}
