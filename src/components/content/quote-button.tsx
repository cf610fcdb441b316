/** The Get A Quote button inside page copy (spec §2 asks for it on several pages). */
export function QuoteButton() {
  return (
    <p>
      <a href="/get-a-quote" className="btn-primary no-underline">
        Get A Quote
      </a>
    </p>
  );
}
