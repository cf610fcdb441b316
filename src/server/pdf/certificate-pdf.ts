import 'server-only';
import { formatAddress, site } from '@/content/site';
import { formatDisplayDate } from '@/domain/format';
import { colours, openDocument } from './document';
import type { DocumentStyle } from './document';

// The heavy vehicle accreditation certificate the About page links to, drawn from the facts in
// src/content/site.ts (docs/decisions/055). Served by the site, built once at build time.

const style: DocumentStyle = {
  margin: 64,
  bodySize: 10.5,
  leading: (size) => size * 1.45,
  ink: colours.ink,
};

export const certificateTitle = 'Certificate of Accreditation';

/** The certificate as a PDF document. Same facts, same bytes: no dates of its own are written. */
export async function buildCertificatePdf(): Promise<Uint8Array> {
  const a = site.accreditation;
  const w = await openDocument(
    {
      title: `${site.name} ${certificateTitle} (${a.schemeShort})`,
      subject: `${a.scheme} ${certificateTitle} of ${site.legalName}, ${a.certificateNumber}`,
    },
    style,
  );

  w.text(`${a.certifyingBody} (${a.certifyingBodyShort})`, {
    bold: true,
    size: 11,
    color: colours.muted,
    gap: 18,
  });
  w.text(certificateTitle, { bold: true, size: 26, color: colours.brand, gap: 6 });
  w.text(`${a.scheme} (${a.schemeShort})`, { bold: true, size: 13, color: colours.brand, gap: 18 });
  w.rule(1.5, colours.brand);
  w.gap(18);

  w.text('This is to certify that', { color: colours.muted, gap: 6 });
  w.text(site.legalName, { bold: true, size: 18, gap: 4 });
  w.text(`ABN ${site.abn}  ACN ${site.acn}`, { size: 9.5, color: colours.muted, gap: 12 });
  w.text(
    `is accredited under the ${a.scheme} for the modules below, having shown in a compliance audit that its systems meet the standards of each module.`,
    { gap: 14 },
  );

  w.fields(
    [
      ['Certificate number', a.certificateNumber],
      ['Accreditation modules', a.modules.join('; ')],
      ['Scope', a.scope],
      ['Depots', site.offices.map(formatAddress).join('; ')],
      ['Compliance audit', formatDisplayDate(a.auditDate)],
      ['Date of issue', formatDisplayDate(a.issued)],
      ['Date of expiry', formatDisplayDate(a.expires)],
      ['Certifying body', `${a.certifyingBody} (${a.certifyingBodyShort})`],
    ],
    150,
  );

  w.gap(18);
  w.text(
    `The accreditation holds until the date of expiry while the accredited operator keeps to the standards and business rules of the ${a.schemeShort} modules and passes its periodic audits. It can be confirmed with the ${a.certifyingBody} by quoting the certificate number.`,
    { size: 9, color: colours.muted, gap: 6 },
  );
  w.text(
    `A copy published by ${site.legalName} for its clients. Enquiries: ${site.phones.sales.display}, ${site.emails.sales}.`,
    { size: 9, color: colours.muted },
  );

  w.footers(
    () => `${site.name}  |  ${a.schemeShort} ${certificateTitle}  |  ${a.certificateNumber}`,
    {
      align: 'right',
      drop: 24,
    },
  );
  return w.save();
}
