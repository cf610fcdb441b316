// Page copy is written in Markdown inside typed content objects, so that a writer edits words,
// not markup, and facts are filled in from site.ts with ${...}. Only what the renderer
// (src/components/content/markdown.tsx) knows is allowed: ## and ### headings, paragraphs, lists,
// **bold**, *italics* and links; anything else fails the build.

declare const markdownBrand: unique symbol;

/** Copy in Markdown, made with the `md` tag so that plain strings cannot pass for it. */
export type Markdown = string & { readonly [markdownBrand]: true };

/**
 * Markdown from an indented template literal: the indentation the literal shares is removed from
 * its own lines (not from the values put in), so copy can sit at the indentation of the code.
 */
export function md(strings: TemplateStringsArray, ...values: (string | number)[]): Markdown {
  const indents = strings
    .flatMap((piece) => piece.split('\n').slice(1))
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const strip = new RegExp(`\n[ \t]{0,${indents.length ? Math.min(...indents) : 0}}`, 'g');
  const text = strings.reduce(
    (out, piece, i) => out + piece.replace(strip, '\n') + (i < values.length ? values[i] : ''),
    '',
  );
  return text.trim() as Markdown;
}
