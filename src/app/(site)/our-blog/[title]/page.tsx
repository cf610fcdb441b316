import { notFound } from 'next/navigation';

export default function BlogPostPage() {
  notFound();
}
