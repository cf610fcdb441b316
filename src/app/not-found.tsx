import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you were looking for has moved or no longer exists.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <SiteChrome>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
        <p className="text-7xl font-extrabold text-brand-800" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900">Page Not Found</h1>
        <p className="mt-4 text-lg text-muted">
          Sorry, we could not find that page. It may have moved, or the address may have a typo.
          Everything we offer is one click away from the home page.
        </p>
        <a href="/" className="btn-dark mt-8">
          Back To Home
        </a>
      </section>
    </SiteChrome>
  );
}
