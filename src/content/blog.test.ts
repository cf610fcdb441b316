import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '@/domain/format';
import { findPostBySlug, listPosts, parsePost, postPath, postSlug, renderMarkdown } from './blog';
import { formatAddress, site } from './site';

describe('blog posts', () => {
  const posts = listPosts();

  it('has the three posts of the spec, newest first, with their dates', () => {
    expect(posts).toHaveLength(3);
    expect(posts.map((p) => formatDisplayDate(p.date))).toEqual([
      '21 Mar 2024',
      '21 Mar 2024',
      '25 Jan 2024',
    ]);
    const titles = posts.map((p) => p.title).join(' | ');
    expect(titles).toMatch(/HACCP/);
    expect(titles).toMatch(/Gilgandra/);
    expect(titles).toMatch(/Dubai and India/);
    expect(new Set(posts.map((p) => p.id)).size).toBe(3);
  });

  it('carries every field of the spec', () => {
    for (const post of posts) {
      expect(post.metaTitle).not.toBe('');
      expect(post.metaDescription.length).toBeGreaterThan(0);
      expect(post.bannerImg).toMatch(/\.svg$/);
      expect(post.altImgText.length).toBeGreaterThan(20);
      expect(post.altTitle).toMatch(/^[A-Za-z0-9 ]+$/);
      expect(post.description.length).toBeGreaterThan(40);
      expect(post.longContent).toContain('<h2>');
    }
  });

  it('turns altTitle into a URL with dashes and back', () => {
    for (const post of posts) {
      expect(postSlug(post)).toBe(post.altTitle.replace(/ /g, '-'));
      expect(postPath(post)).toBe(`/our-blog/${postSlug(post)}`);
      expect(findPostBySlug(postSlug(post))).toBe(post);
    }
    expect(findPostBySlug('How-HACCP-Controls-Food-Safety')?.date).toBe('2024-01-25');
    expect(findPostBySlug('no-such-post')).toBeUndefined();
    expect(findPostBySlug('%E0%A4%A')).toBeUndefined();
  });

  it('fills company facts from the facts file', () => {
    const all = posts.map((p) => p.longContent).join('\n');
    expect(all).not.toMatch(/\{\{/);
    expect(all).toContain(site.phones.sales.display);
    expect(all).toContain(`href="tel:${site.phones.sales.e164}"`);
    expect(all).toContain('href="/careers"');
    const gilgandra = site.offices.find((o) => o.label === 'Gilgandra')!;
    expect(all).toContain(formatAddress(gilgandra));
  });
});

describe('markdown rendering', () => {
  it('keeps formatting and strips scripts, handlers and unsafe links', () => {
    const html = renderMarkdown(
      '## Heading\n\n**bold** [ok](https://example.com) [bad](javascript:alert(1))\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toMatch(/script|onerror|javascript:|<img/);
  });

  it('rejects a post with a missing field or an unknown token', () => {
    expect(() => parsePost('---\nid: 1\n---\nBody', 'bad.md')).toThrow(/bad\.md/);
    const front =
      "---\nid: 9\nmetaTitle: T\nmetaDescription:\n  - description: D\nbannerImg: a.svg\naltImgText: A\ntitle: T\naltTitle: T\ndate: '2024-01-01'\ndescription: D\n---\n";
    expect(parsePost(`${front}Hello`, 'ok.md').longContent).toBe('<p>Hello</p>\n');
    expect(() => parsePost(`${front}Call {{nobody}}`, 'tok.md')).toThrow(/nobody/);
  });
});
