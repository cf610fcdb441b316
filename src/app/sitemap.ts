import type { MetadataRoute } from 'next';
import { listPosts, postPath } from '@/content/blog';
import { parseCalendarDate } from '@/domain/format';
import { sitemapPaths } from '@/lib/sitemap-paths';
import { absoluteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = sitemapPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/promise-to-clients/fuel-levy' ? 'monthly' : 'yearly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const posts: MetadataRoute.Sitemap = listPosts().map((post) => ({
    url: absoluteUrl(postPath(post)),
    lastModified: parseCalendarDate(post.date),
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  return [...pages, ...posts];
}
