import type { Markdown } from '@/content/markdown';
import { MarkdownInline } from './markdown';

export type Rule = { title: string; text: Markdown };

/** Numbered rules inside page copy, each opening with its rule in bold. */
export function RuleList({ label, rules }: { label: string; rules: Rule[] }) {
  return (
    <ol aria-label={label}>
      {rules.map((rule) => (
        <li key={rule.title}>
          <strong>{rule.title}</strong> <MarkdownInline source={rule.text} />
        </li>
      ))}
    </ol>
  );
}
