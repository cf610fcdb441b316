import Link from 'next/link';
import { site } from '@/content/site';

export default function HomePage() {
  return (
    <section className="banner-texture text-white">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <h1 className="text-4xl font-bold">{site.name}</h1>
        <p className="mt-4 max-w-2xl text-lg">{site.description}</p>
        <Link href="/get-a-quote" className="btn-primary mt-8">
          Get A Quote
        </Link>
      </div>
    </section>
  );
}
