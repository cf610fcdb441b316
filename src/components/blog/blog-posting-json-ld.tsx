import { JsonLd } from '@/components/json-ld';
import type { BlogPost } from '@/content/blog';
import { postBannerSrc, postPath } from '@/content/blog';
import { absoluteUrl } from '@/lib/site-url';
import { organizationRef } from '@/lib/structured-data';

/** BlogPosting structured data of a post, with the company as author and publisher. */
export function BlogPostingJsonLd({ post }: { post: BlogPost }) {
  const url = absoluteUrl(postPath(post));
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        image: absoluteUrl(postBannerSrc(post)),
        url,
        mainEntityOfPage: url,
        author: organizationRef(),
        publisher: organizationRef(),
      }}
    />
  );
}
