import { termsPdfFileName } from '@/content/terms';
import { buildTermsPdf } from '@/server/pdf/terms-pdf';

// Built once at build time from the same clauses as the page.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const pdf = await buildTermsPdf();
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${termsPdfFileName}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
