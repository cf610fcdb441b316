import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { BlogPostingJsonLd } from '@/components/blog/blog-posting-json-ld';
import { MorePosts } from '@/components/blog/more-posts';
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
import { defineSubPage, pageMetadata } from '@/lib/page';
import { absoluteUrl } from '@/lib/site-url';

type Props = { params: Promise<{ title: string }> };

// Only the posts that exist are pages; any other title answers 404.
export const dynamicParams = false;

export function generateStaticParams(): { title: string }[] {
  return listPosts().map((post) => ({ title: postSlug(post) }));
}

function postPage(post: BlogPost) {
  return defineSubPage('/resources/our-blog', {
    heading: post.title,
    title: post.metaTitle,
    description: postMetaDescription(post),
    path: postPath(post),
  });
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
  return (
    <>
      <BreadcrumbBanner page={postPage(post)} />
      <BlogArticle post={post} />
      <MorePosts current={post} />
      <BlogPostingJsonLd post={post} />
    </>
  );
}
