import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
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

export const metadata = pageMetadata(page);

export default function OurBlogPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto max-w-6xl px-4 py-14">
        <p className="max-w-3xl text-lg text-muted">
          Stories from the yard, the warehouse and the road: what we are building, where we are
          growing and what we have learned about moving freight safely.
        </p>
      </div>
    </>
  );
}
