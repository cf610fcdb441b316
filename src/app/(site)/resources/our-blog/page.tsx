import type { Metadata } from 'next';
import { BlogCard } from '@/components/blog/blog-card';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { listPosts } from '@/content/blog';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Our Blog',
  title: 'Our Blog',
  description: `News, food safety know-how and updates from ${site.name}: new yards, new offices and how we keep freight moving across Australia.`,
  path: '/resources/our-blog',
  crumbs: [{ label: 'Our Blog', href: '/resources/our-blog' }],
};

const base = pageMetadata(page);

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: '/rss.xml', title: `${site.name} blog` }] },
  },
};

export default function OurBlogPage() {
  const posts = listPosts();
  return (
    <>
      <BreadcrumbBanner
        page={page}
        lead="Stories from the yard, the warehouse and the road: what we are building, where we are growing and what we have learned about moving freight safely."
      />
      <div className="mx-auto max-w-6xl px-4 py-14">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, i) => (
            <li key={post.id} className="flex">
              <BlogCard post={post} priority={i === 0} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-muted">
          Follow new posts in your feed reader with our{' '}
          <a className="link" href="/rss.xml">
            RSS feed
          </a>
          .
        </p>
      </div>
    </>
  );
}
