import type { BlogPost } from '@/content/blog';
import { formatDisplayDate } from '@/domain/format';
import { PostBanner } from './post-banner';

/** The body of a blog post: date, banner image and the post's sanitised HTML. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">
        Posted <time dateTime={post.date}>{formatDisplayDate(post.date)}</time>
      </p>
      <PostBanner
        post={post}
        priority
        className="mt-4 aspect-[40/21] h-auto w-full rounded-xl border border-gray-200 object-cover"
      />
      {/* longContent is Markdown rendered at build time and passed through sanitize-html. */}
      <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: post.longContent }} />
    </article>
  );
}
