import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Careers',
  title: 'Careers',
  description:
    'Join a family-run freight company: jobs for truck drivers, mechanics, tyre fitters, fabricators and sales leaders in Melbourne and across Australia.',
  path: '/careers',
  crumbs: [{ label: 'Careers', href: '/careers' }],
};

export const metadata = pageMetadata(page);

export default function CareersPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Build your career with a family business</h2>
        <p>
          We are a family company that has grown by hiring good people and keeping them. If you take
          pride in your trade, we would like to hear from you.
        </p>
      </ProseSection>
    </>
  );
}
