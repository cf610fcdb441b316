import type { Metadata } from 'next';
import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { site } from '@/content/site';

export const metadata: Metadata = {
  title: 'Something new is on the way',
  description: `${site.name} is preparing a new part of its website. In the meantime our team is a phone call away.`,
  robots: { index: false },
};

export default function ComingSoonPage() {
  return (
    <div className="banner-texture flex min-h-screen flex-col items-center justify-center px-4 py-16 text-center text-white">
      <Logo inverted />
      <h1 className="mt-8 text-4xl font-bold">Something new is on the way</h1>
      <p className="mt-4 max-w-xl text-lg text-brand-50">
        We are putting the finishing touches on this part of our website. Our people are working as
        usual: call us on{' '}
        <a className="font-semibold text-white underline" href={`tel:${site.phones.sales.e164}`}>
          {site.phones.sales.display}
        </a>{' '}
        or e-mail{' '}
        <a className="font-semibold text-white underline" href={`mailto:${site.emails.sales}`}>
          {site.emails.sales}
        </a>
        .
      </p>
      <Link href="/" className="btn-primary mt-8">
        Back To Home
      </Link>
    </div>
  );
}
