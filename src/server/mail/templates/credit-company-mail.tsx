import type { CreditApplication } from '@/domain/credit-application';
import { FieldTable, MailLayout } from './mail-layout';

export function creditCompanyMailSubject(app: CreditApplication, applicationId: number): string {
  const who = app.company_name || app.trading_name || app.name || app.email;
  return `Credit application ${applicationId} from ${who}`;
}

function signed(fileName: string, dateSigned: string): string {
  return fileName === 'signedNone.png' ? 'Not signed' : `Signed ${dateSigned} (${fileName})`;
}

/**
 * The accounts team's copy. The signed application is the attached PDF; bank details are only
 * there, never in the mail body (which the outbox keeps as plain text).
 */
export function CreditCompanyMail({
  app,
  applicationId,
  receivedAt,
  pdfName,
}: {
  app: CreditApplication;
  applicationId: number;
  receivedAt: string;
  pdfName: string;
}) {
  return (
    <MailLayout
      title={`Credit application ${applicationId}`}
      preview={`${app.company_name || app.name} applied for a credit account`}
    >
      <p style={{ margin: '0 0 16px' }}>
        A credit application arrived through the website. The complete signed application, including
        the bank details, is in the attached PDF ({pdfName}). Reply to this e-mail to answer the
        applicant.
      </p>
      <FieldTable
        rows={[
          ['Received', receivedAt],
          ['Applicant', app.name],
          ['Email', app.email],
          ['Phone', app.phoneNumber],
          ['Company name', app.company_name],
          ['Trading name', app.trading_name],
          ['ABN', app.abn],
          ['ACN', app.acn],
          ['Bank details', 'In the attached PDF only'],
          ['Declaration', signed(app.declaration_signature, app.declaration_date_signed)],
          ['Privacy Act 1988', signed(app.act_signature, app.act_date_signed)],
        ]}
      />
    </MailLayout>
  );
}
