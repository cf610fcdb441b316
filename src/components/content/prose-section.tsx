import type { Markdown } from '@/content/markdown';
import { MarkdownBlocks } from './markdown';

/** A readable column of page copy below the banner: Markdown copy, then any other children. */
export function ProseSection({
  source,
  children,
  className = '',
  labelledBy,
}: {
  source?: Markdown;
  children?: React.ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`mx-auto max-w-6xl px-4 py-12 ${className}`}>
      <div className="prose-site max-w-3xl">
        {source ? <MarkdownBlocks source={source} /> : null}
        {children}
      </div>
    </section>
  );
}
