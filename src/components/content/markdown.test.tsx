import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { md } from '@/content/markdown';
import { MarkdownBlocks, MarkdownInline } from './markdown';

describe('md', () => {
  it('removes the indentation the copy shares with the code, not that of the values put in', () => {
    const list = ['- one', '- two'].join('\n');
    const text = md`
      ## Heading

      A paragraph that runs
      over two lines.

      ${list}
    `;
    expect(text).toBe('## Heading\n\nA paragraph that runs\nover two lines.\n\n- one\n- two');
  });
});

describe('MarkdownBlocks', () => {
  it('renders headings, paragraphs, lists, emphasis and links as elements', () => {
    const html = renderToStaticMarkup(
      <MarkdownBlocks
        source={md`
          ## Chilled storage

          Rooms from 0 °C to 5 °C, **logged** every _five_ minutes & checked.

          - Call [us](tel:+61355504120) or read the [terms](/resources/terms-conditions).
          - Follow the [feed](/rss.xml).

          1. First
          2. Second
        `}
      />,
    );
    expect(html).toBe(
      '<h2>Chilled storage</h2>' +
        '<p>Rooms from 0 °C to 5 °C, <strong>logged</strong> every <em>five</em> minutes &amp; checked.</p>' +
        '<ul><li>Call <a href="tel:+61355504120">us</a> or read the <a href="/resources/terms-conditions">terms</a>.</li>' +
        '<li>Follow the <a href="/rss.xml">feed</a>.</li></ul>' +
        '<ol><li>First</li><li>Second</li></ol>',
    );
  });

  it('lets no markup of the copy through, and keeps the h1 for the banner', () => {
    expect(() =>
      renderToStaticMarkup(
        <MarkdownBlocks
          source={md`
Hello <b>there</b>
          `}
        />,
      ),
    ).toThrow(/"html" is not allowed/);
    expect(() =>
      renderToStaticMarkup(
        <MarkdownBlocks
          source={md`
# Title
          `}
        />,
      ),
    ).toThrow(/"heading" is not allowed/);
  });
});

describe('MarkdownInline', () => {
  it('renders one paragraph without its <p>', () => {
    const html = renderToStaticMarkup(
      <MarkdownInline
        source={md`
[Contact us](/contact) within one business day.
        `}
      />,
    );
    expect(html).toBe('<a href="/contact">Contact us</a> within one business day.');
  });

  it('refuses more than one paragraph', () => {
    expect(() =>
      renderToStaticMarkup(
        <MarkdownInline
          source={md`
            One.

            Two.
          `}
        />,
      ),
    ).toThrow(/one paragraph expected/);
  });
});
