import { ArrowRight } from '@/components/ui/line-icons';
import type { BlogPost } from '@/content/blog';
import { postPath } from '@/content/blog';
import { formatDisplayDate } from '@/domain/format';
import { PostBanner } from './post-banner';

/** A post on the blog list: banner, date, title, teaser and a Read More link (spec §2). */
export function BlogCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  const href = postPath(post);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <PostBanner
        post={post}
        priority={priority}
        className="aspect-[40/21] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={post.date}>{formatDisplayDate(post.date)}</time>
        </p>
        <h2 className="mt-2 text-xl font-bold text-brand-900">
          <a href={href} className="hover:underline">
            {post.title}
          </a>
        </h2>
        <p className="mt-3 flex-1 text-muted">{post.description}...</p>
        <a href={href} className="link mt-5 inline-flex items-center gap-1 self-start">
          Read More<span className="sr-only"> about {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
