import type { Metadata, Viewport } from 'next';
import './globals.css';
import { site } from '@/content/site';
import { JsonLd } from '@/components/json-ld';
import {
  ownScriptIntegrity,
  SITE_SCRIPT_PATH,
  siteScriptAddress,
} from '@/server/http/framework-free.ts';
import { siteUrl } from '@/lib/site-url';
import { organizationJsonLd } from '@/lib/structured-data';

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
    // The site's script marks the document ready before React hydrates it (data-site-script).
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        {/* The site's own script (decision 102): the header's menus, the preloader and the
            accordions, on every page; deferred, it runs once the page is parsed, before load,
            and the page is first drawn after it has run (decision 109). */}
        <script
          src={siteScriptAddress(process.env.SITE_SCRIPT_VERSION)}
          integrity={ownScriptIntegrity(SITE_SCRIPT_PATH)}
          defer
          blocking="render"
        />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
