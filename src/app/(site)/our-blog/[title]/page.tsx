import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { MorePosts } from '@/components/blog/more-posts';
import { JsonLd } from '@/components/json-ld';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import type { BlogPost } from '@/content/blog';
import {
  findPostBySlug,
  listPosts,
  postBannerSrc,
  postMetaDescription,
  postPath,
  postSlug,
} from '@/content/blog';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';
import { absoluteUrl } from '@/lib/site-url';
import { organizationRef } from '@/lib/structured-data';

type Props = { params: Promise<{ title: string }> };

// Only the posts that exist are pages; any other title answers 404.
export const dynamicParams = false;

export function generateStaticParams(): { title: string }[] {
  return listPosts().map((post) => ({ title: postSlug(post) }));
}

function postPage(post: BlogPost): PageInfo {
  return {
    heading: post.title,
    title: post.metaTitle,
    description: postMetaDescription(post),
    path: postPath(post),
    // The spec's Our Blog link is /our-blog, which redirects to the list.
    crumbs: [
      { label: 'Our Blog', href: '/our-blog' },
      { label: post.title, href: postPath(post) },
    ],
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPostBySlug((await params).title);
  if (!post) return {};
  const base = pageMetadata(postPage(post));
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.date,
      images: [{ url: absoluteUrl(postBannerSrc(post)), alt: post.altImgText }],
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = findPostBySlug((await params).title);
  if (!post) notFound();
  const page = postPage(post);
  return (
    <>
      <BreadcrumbBanner page={page} />
      <BlogArticle post={post} />
      <MorePosts current={post} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          image: absoluteUrl(postBannerSrc(post)),
          url: absoluteUrl(page.path),
          mainEntityOfPage: absoluteUrl(page.path),
          author: organizationRef(),
          publisher: organizationRef(),
        }}
      />
    </>
  );
}
