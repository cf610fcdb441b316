/** A readable column of page copy below the banner. */
export function ProseSection({
  children,
  className = '',
  labelledBy,
}: {
  children: React.ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`mx-auto max-w-6xl px-4 py-12 ${className}`}>
      <div className="prose-site max-w-3xl">{children}</div>
    </section>
  );
}
