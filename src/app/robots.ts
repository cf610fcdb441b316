import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    // The /tms/* calls are the site's API, not pages; /coming-soon is a holding page.
    rules: { userAgent: '*', allow: '/', disallow: ['/tms/', '/coming-soon'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
