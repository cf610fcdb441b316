import Image from 'next/image';
import type { BlogPost } from '@/content/blog';
import { postBannerSrc } from '@/content/blog';

/** A post's banner at its 40:21 shape, so the page keeps its place while the image loads. */
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
    <Image
      src={postBannerSrc(post)}
      alt={post.altImgText}
      width={1200}
      height={630}
      unoptimized
      priority={priority}
      className={className}
    />
  );
}
