import Link from 'next/link';

/** The Get A Quote button inside page copy (spec §2 asks for it on several pages). */
export function QuoteButton() {
  return (
    <p>
      <Link href="/get-a-quote" className="btn-primary no-underline">
        Get A Quote
      </Link>
    </p>
  );
}
