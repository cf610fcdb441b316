// The public address of the site, for canonical URLs, sitemaps and links in mail. Read at build
// time for pre-rendered pages, so set SITE_URL before `npm run build` in production.
export const siteUrl = (
  process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
).replace(/\/$/, '');

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
