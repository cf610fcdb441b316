'use client';

import { useState } from 'react';
import { xsrfHeader } from '@/lib/xsrf-token';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';

const API_BASE = (process.env.NEXT_PUBLIC_API_BASE ?? '').replace(/\/$/, '');

const failed = 'Please try again! We cannot make the PDF of this quotation right now.';

/**
 * "Download PDF" for a saved quote. The PDF is asked for with the quote number and the address it
 * was saved for (POST /tms/quote-pdf), so a guessed number alone opens nothing; the answer is
 * saved as a file by the browser.
 */
export function QuotePdfButton({ quoteNumber, email }: { quoteNumber: string; email: string }) {
  const [state, setState] = useState({ fetching: false, failure: '' });

  async function download() {
    setState({ fetching: true, failure: '' });
    try {
      const response = await fetch(`${API_BASE}/tms/quote-pdf`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/pdf',
          ...xsrfHeader(),
        },
        body: JSON.stringify({ quote_number: quoteNumber, email }),
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(response.status < 500 && body?.error ? body.error : failed);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `quote-${quoteNumber}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ fetching: false, failure: '' });
    } catch (err) {
      setState({ fetching: false, failure: err instanceof Error ? err.message : failed });
    }
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        className="btn-dark"
        disabled={state.fetching}
        onClick={() => void download()}
      >
        {state.fetching ? <Spinner label="Making the PDF" /> : null}
        Download quote PDF
      </button>
      <div aria-live="polite">
        {state.failure ? <Alert tone="danger">{state.failure}</Alert> : null}
      </div>
    </div>
  );
}
