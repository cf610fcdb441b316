import { ArrowLeft } from '@/components/ui/line-icons';
import type { BlogPost } from '@/content/blog';
import { listPosts, postPath } from '@/content/blog';
import { formatDisplayDate } from '@/domain/format';

/** The other posts, and the way back to the list, under a post. */
export function MorePosts({ current }: { current: BlogPost }) {
  const others = listPosts().filter((post) => post.id !== current.id);
  return (
    <aside aria-labelledby="more-posts" className="mx-auto max-w-3xl px-4 pb-16">
      <div className="border-t border-gray-200 pt-8">
        <h2 id="more-posts" className="text-xl font-bold text-brand-900">
          More from our blog
        </h2>
        <ul className="mt-4 space-y-3">
          {others.map((post) => (
            <li key={post.id}>
              <a href={postPath(post)} className="link">
                {post.title}
              </a>{' '}
              <span className="text-sm text-muted">
                <time dateTime={post.date}>{formatDisplayDate(post.date)}</time>
              </span>
            </li>
          ))}
        </ul>
        <a href="/resources/our-blog" className="btn-outline mt-8">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All posts
        </a>
      </div>
    </aside>
  );
}
