import { quotePdfSchema } from '@/domain/booking';
import { postRoute } from '@/server/http/api';
import { quotePdfForOwner } from '@/server/services/booking.server';

// POST /tms/quote-pdf { quote_number, email }: the saved quote as a PDF download.
export const POST = postRoute({
  schema: quotePdfSchema,
  limits: ['lookup'],
  maxBytes: 4 * 1024,
  handle: async (input) => {
    const { fileName, pdf } = await quotePdfForOwner(input);
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});
