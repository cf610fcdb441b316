import { buildCertificatePdf } from '@/server/pdf/certificate-pdf';

// Built once at build time from the accreditation facts in site.ts (docs/decisions/055).
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const pdf = await buildCertificatePdf();
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="certificate-of-accreditation.pdf"',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
