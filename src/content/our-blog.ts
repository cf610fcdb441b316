// Copy of the blog list page (spec §2, resources/our-blog); the posts themselves are Markdown
// files read by blog.ts.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { site } from './site';

export const ourBlog = {
  description: `News, food safety know-how and updates from ${site.name}: new yards, new offices and how we keep freight moving across Australia.`,
  lead: 'Stories from the yard, the warehouse and the road: what we are building, where we are growing and what we have learned about moving freight safely.',
  feed: { path: '/rss.xml', title: `${site.name} blog` },
  feedNote: md`
Follow new posts in your feed reader with our [RSS feed](/rss.xml).
  `,
} satisfies PageCopy;
