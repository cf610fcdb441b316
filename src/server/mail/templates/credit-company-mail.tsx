import {
  creditApplicationFields,
  creditApplicationWarnings,
  creditSignatureFields,
} from '@/domain/credit-application';
import type {
  BankField,
  CreditApplication,
  CreditApplicationField,
} from '@/domain/credit-application';
import { warningLine, warningsHeading } from '@/domain/form-fields';
import { NO_SIGNATURE_FILE } from '@/domain/signature';
import { FieldTable, MailLayout } from './mail-layout';

/** Any field but the bank details, which never go into a mail body. */
type SummaryField = Exclude<CreditApplicationField['name'], BankField>;

/**
 * What the mail body shows of an application, with the label where it differs from the page's. The
 * rest, bank details included, is only in the attached PDF.
 */
const SUMMARY: [SummaryField, label?: string][] = [
  ['name', 'Applicant'],
  ['email'],
  ['phoneNumber', 'Phone'],
  ['company_name'],
  ['trading_name'],
  ['abn'],
  ['acn'],
];

function summaryRow(app: CreditApplication, [name, label]: (typeof SUMMARY)[number]) {
  const field = creditApplicationFields.find((f) => f.name === name)!;
  return [label ?? field.label, app[name]] as [string, string];
}

export function creditCompanyMailSubject(app: CreditApplication, applicationId: number): string {
  const who = app.company_name || app.trading_name || app.name || app.email;
  return `Credit application ${applicationId} from ${who}`;
}

function signed(fileName: string, dateSigned: string): string {
  return fileName === NO_SIGNATURE_FILE ? 'Not signed' : `Signed ${dateSigned} (${fileName})`;
}

/**
 * The warnings the application was sent with, first thing in the mail: worked out here from the
 * application as the server parsed and stored it, never taken from the browser. A warning names
 * the field and what is wrong, never its value (the BSB's is a bank detail).
 */
function Warnings({ app }: { app: CreditApplication }) {
  const warnings = creditApplicationWarnings(app);
  if (warnings.length === 0) return null;
  return (
    <div
      style={{
        margin: '0 0 16px',
        padding: '12px 16px',
        borderLeft: '4px solid #b45309',
        background: '#fffbeb',
        color: '#78350f',
      }}
    >
      <p style={{ margin: '0 0 8px', fontWeight: 600 }}>{warningsHeading(warnings.length)}</p>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {warnings.map((w) => (
          <li key={w.name}>{warningLine(w)}</li>
        ))}
      </ul>
    </div>
  );
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
      <Warnings app={app} />
      <p style={{ margin: '0 0 16px' }}>
        A credit application arrived through the website. The complete signed application, including
        the bank details, is in the attached PDF ({pdfName}). Reply to this e-mail to answer the
        applicant.
      </p>
      <FieldTable
        rows={[
          ['Received', receivedAt],
          ...SUMMARY.map((row) => summaryRow(app, row)),
          ['Bank details', 'In the attached PDF only'],
          ...creditSignatureFields.map(
            ({ documentLabel, signature }) =>
              [documentLabel, signed(app[signature.fileName], app[signature.dateSigned])] as [
                string,
                string,
              ],
          ),
        ]}
      />
    </MailLayout>
  );
}
