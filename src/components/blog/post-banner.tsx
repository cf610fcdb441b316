import type { BlogPost } from '@/content/blog';
import { postBannerSrc } from '@/content/blog';

/**
 * A post's banner at its 40:21 shape, so the page keeps its place while the image loads. A plain
 * image, as next/image would send it unoptimised but without the style attribute it adds, which
 * the Content Security Policy refuses (decision 120); the first post's banner is fetched first.
 */
export function PostBanner({
  post,
  priority,
  className,
}: {
  post: BlogPost;
  priority: boolean;
  className: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={postBannerSrc(post)}
      alt={post.altImgText}
      width={1200}
      height={630}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
