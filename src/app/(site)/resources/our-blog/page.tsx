import type { Metadata } from 'next';
import { BlogCard } from '@/components/blog/blog-card';
import { MarkdownInline } from '@/components/content/markdown';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { listPosts } from '@/content/blog';
import { ourBlog } from '@/content/our-blog';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/resources/our-blog', ourBlog);

const base = pageMetadata(page);

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: ourBlog.feed.path, title: ourBlog.feed.title }] },
  },
};

export default function OurBlogPage() {
  const posts = listPosts();
  return (
    <>
      <BreadcrumbBanner page={page} lead={ourBlog.lead} />
      <div className="mx-auto max-w-6xl px-4 py-14">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, i) => (
            <li key={post.id} className="flex">
              <BlogCard post={post} priority={i === 0} />
            </li>
          ))}
        </ul>
        <p className="prose-site mt-10 text-sm text-muted">
          <MarkdownInline source={ourBlog.feedNote} />
        </p>
      </div>
    </>
  );
}
