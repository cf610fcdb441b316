import { Lexer } from 'marked';
import type { MarkedToken } from 'marked';
import type { ReactNode } from 'react';
import type { Markdown } from '@/content/markdown';

// Page copy (src/content) rendered as React elements, not as an HTML string: internal links stay
// client-side navigations with the preloader, and no markup from the copy reaches the page. A
// token this renderer does not know (raw HTML, tables, an h1) throws, which fails the build.

function unsupported(token: MarkedToken): never {
  throw new Error(`Markdown copy: "${token.type}" is not allowed here: ${token.raw.slice(0, 60)}`);
}

// The lexer runs without extensions, so every token is one of marked's own kinds.
function lex(source: Markdown): MarkedToken[] {
  return Lexer.lex(source) as MarkedToken[];
}

function children(token: MarkedToken): MarkedToken[] {
  return 'tokens' in token && token.tokens ? (token.tokens as MarkedToken[]) : [];
}

function inline(tokens: MarkedToken[]): ReactNode[] {
  return tokens.map((token, i) => {
    switch (token.type) {
      case 'text':
        return token.tokens ? inline(children(token)) : token.text;
      case 'escape':
        return token.text;
      case 'strong':
        return <strong key={i}>{inline(children(token))}</strong>;
      case 'em':
        return <em key={i}>{inline(children(token))}</em>;
      case 'br':
        return <br key={i} />;
      case 'link':
        // A plain link, to a page of the site as to anywhere else (decision 184).
        return (
          <a key={i} href={token.href}>
            {inline(children(token))}
          </a>
        );
      default:
        return unsupported(token);
    }
  });
}

function block(token: MarkedToken, i: number): ReactNode {
  switch (token.type) {
    case 'space':
      return null;
    case 'heading': {
      const Heading = ({ 2: 'h2', 3: 'h3', 4: 'h4' } as const)[token.depth as 2 | 3 | 4];
      return Heading ? <Heading key={i}>{inline(children(token))}</Heading> : unsupported(token);
    }
    case 'paragraph':
      return <p key={i}>{inline(children(token))}</p>;
    case 'text':
      return inline(children(token));
    case 'list': {
      const List = token.ordered ? 'ol' : 'ul';
      return (
        <List key={i}>
          {token.items.map((item, j) => (
            <li key={j}>{blocks(children(item))}</li>
          ))}
        </List>
      );
    }
    default:
      return unsupported(token);
  }
}

function blocks(tokens: MarkedToken[]): ReactNode[] {
  return tokens.map(block);
}

/** Headings, paragraphs and lists of Markdown copy. */
export function MarkdownBlocks({ source }: { source: Markdown }) {
  return <>{blocks(lex(source))}</>;
}

/** One paragraph of Markdown copy without its <p>, for a place that sets its own element. */
export function MarkdownInline({ source }: { source: Markdown }) {
  const tokens = lex(source).filter((token) => token.type !== 'space');
  const only = tokens[0];
  if (tokens.length !== 1 || only?.type !== 'paragraph') {
    throw new Error(`Markdown copy: one paragraph expected: ${source.slice(0, 60)}`);
  }
  return <>{inline(children(only))}</>;
}
