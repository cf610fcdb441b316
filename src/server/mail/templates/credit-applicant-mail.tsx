import { creditTerms } from '@/content/credit-application';
import { site } from '@/content/site';
import type { CreditApplication } from '@/domain/credit-application';
import { FieldTable, MailLayout } from './mail-layout';

export const creditApplicantMailSubject = `We have received your credit application – ${site.name}`;

/**
 * The applicant's acknowledgment. It goes to an address typed into a public form, so it repeats
 * nothing the applicant wrote beyond their name and ABN: the site cannot be used to mail someone
 * else a text of the sender's choosing, and never the bank details.
 */
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
          ['ABN', app.abn],
        ]}
      />
      <p style={{ margin: '0 0 16px' }}>
        For your security, this e-mail does not repeat what you entered in the application, and
        never your bank details. Our accounts team has the full application.
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
