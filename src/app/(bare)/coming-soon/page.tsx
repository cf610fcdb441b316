import type { Metadata } from 'next';
import { MarkdownInline } from '@/components/content/markdown';
import { Logo } from '@/components/layout/logo';
import { comingSoon } from '@/content/coming-soon';

// Not a page of the menu tree: no breadcrumb, and kept out of search results.
export const metadata: Metadata = {
  title: comingSoon.title,
  description: comingSoon.description,
  robots: { index: false },
};

export default function ComingSoonPage() {
  return (
    <div className="banner-texture flex min-h-screen flex-col items-center justify-center px-4 py-16 text-center text-white">
      <Logo inverted />
      <h1 className="mt-8 text-4xl font-bold">{comingSoon.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-brand-50 [&_a]:font-semibold [&_a]:text-white [&_a]:underline">
        <MarkdownInline source={comingSoon.text} />
      </p>
      <a href="/" className="btn-primary mt-8">
        {comingSoon.backHome}
      </a>
    </div>
  );
}
