import { homeHero } from '@/content/home';

/** The home banner: the promise and the quote request where visitors look first. */
export function HomeHero({ heading, children }: { heading: string; children?: React.ReactNode }) {
  return (
    <section className="banner-texture text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
            {homeHero.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">{homeHero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={homeHero.quoteLink.href} className="btn-primary">
              {homeHero.quoteLink.label}
            </a>
            <a
              href={homeHero.servicesLink.href}
              className="btn border-2 border-white text-white hover:bg-white/10"
            >
              {homeHero.servicesLink.label}
            </a>
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}
