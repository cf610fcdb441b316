import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import './globals.css';
import { site } from '@/content/site';
import { JsonLd } from '@/components/json-ld';
import { SITE_SCRIPT_PATH } from '@/server/http/framework-free.mjs';
import { siteUrl } from '@/lib/site-url';
import { organizationJsonLd } from '@/lib/structured-data';

// Inter, the variable font of the design, served by the site and preloaded. `optional`: a page
// uses Inter when it is there for the first paint (preloaded, it nearly always is; from the cache,
// always) and otherwise keeps the fallback for its whole life, so text never moves when the font
// arrives late (decision 070). Where Arial exists the fallback face is Arial sized to Inter's
// metrics. Latin only: the site's text.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: {
    default: `${site.name} | Road Freight, 3PL and Warehousing Melbourne`,
    template: `%s | ${site.name}`,
  },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b3b2e',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU" className={inter.variable}>
      <head>
        {/* The site's own script (decision 102): the header's menus, the preloader and the
            accordions, on every page; deferred, it runs once the page is parsed, before load. */}
        <script src={SITE_SCRIPT_PATH} defer />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
