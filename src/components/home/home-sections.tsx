import {
  ArrowRight,
  ArrowRightLeft,
  CheckCircle2,
  MapPinned,
  PackageCheck,
  Plug,
  Quote,
  Route,
  Truck,
  Warehouse,
} from '@/components/ui/line-icons';
import { homeSections, homeWelcome, serviceCards, solutions, whyChooseUs } from '@/content/home';
import type { ServiceCard, Solution } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import { CardSlider } from '../content/card-slider';
import { TruckIllustration } from '../content/truck-illustration';
import { StarRating } from './star-rating';

const serviceIcons: Record<ServiceCard['icon'], typeof Truck> = {
  truck: Truck,
  route: Route,
  warehouse: Warehouse,
};

const solutionIcons: Record<Solution['icon'], typeof Truck> = {
  exchange: ArrowRightLeft,
  tracking: MapPinned,
  integration: Plug,
  courier: PackageCheck,
};

export function HomeWelcome() {
  return (
    <section aria-labelledby="home-welcome" className="mx-auto max-w-6xl px-4 py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="home-welcome" className="text-3xl font-bold text-brand-900">
            {homeWelcome.title}
          </h2>
          {homeWelcome.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 text-lg leading-8">
              {p}
            </p>
          ))}
          <a href={homeWelcome.moreLink.href} className="btn-outline mt-6">
            {homeWelcome.moreLink.label}
          </a>
        </div>
        <TruckIllustration />
      </div>
      <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {homeWelcome.highlights.map((h) => (
          <div key={h.label} className="flex flex-col rounded-lg bg-brand-50 p-5 text-center">
            <dt className="text-sm text-muted">{h.label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-800">{h.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function HomeServiceCards() {
  return (
    <section aria-labelledby="home-services" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="home-services" className="text-3xl font-bold text-brand-900">
          {homeSections.services}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {serviceCards.map((card) => {
            const Icon = serviceIcons[card.icon];
            return (
              <li
                key={card.title}
                className="flex flex-col rounded-xl border border-brand-100 bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-10 text-brand-600" />
                <h3 className="mt-4 text-xl font-bold text-brand-900">{card.title}</h3>
                <p className="mt-2 grow">{card.text}</p>
                <a href={card.href} className="link mt-4 inline-flex items-center gap-1">
                  Read more<span className="sr-only"> about {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HomeSolutions() {
  return (
    <section aria-labelledby="home-solutions" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="home-solutions" className="text-3xl font-bold text-brand-900">
        {homeSections.solutions.title}
      </h2>
      <p className="mt-3 max-w-3xl text-lg">{homeSections.solutions.lead}</p>
      <div className="mt-8">
        <CardSlider label="Our solutions">
          {solutions.map((s) => {
            const Icon = solutionIcons[s.icon];
            return (
              <article
                key={s.title}
                className="h-full rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-10 text-accent-700" />
                <h3 className="mt-4 text-xl font-bold text-brand-900">{s.title}</h3>
                <p className="mt-2">{s.text}</p>
                {s.link ? (
                  <a className="link mt-3 inline-block font-semibold" href={s.link.href}>
                    {s.link.label}
                  </a>
                ) : null}
              </article>
            );
          })}
        </CardSlider>
      </div>
    </section>
  );
}

export function HomeTestimonials() {
  return (
    <section aria-labelledby="home-reviews" className="banner-texture py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="home-reviews" className="text-3xl font-bold">
          {homeSections.reviews}
        </h2>
        <div className="mt-8">
          <CardSlider label="Client reviews" tone="dark" slideClassName="basis-full md:basis-1/2">
            {testimonials.map((t) => (
              <figure key={t.name} className="h-full rounded-xl bg-white p-6 text-ink shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-brand-200" />
                <StarRating rating={t.rating} />
                <blockquote className="mt-3 text-lg leading-8">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-bold text-brand-900">{t.name}</span>
                  <span className="block text-sm text-muted">
                    {t.jobTitle}, {t.company}
                  </span>
                </figcaption>
              </figure>
            ))}
          </CardSlider>
        </div>
      </div>
    </section>
  );
}

export function HomeWhyChooseUs() {
  return (
    <section aria-labelledby="home-why" className="mx-auto max-w-6xl px-4 py-16">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="home-why" className="text-3xl font-bold text-brand-900">
            {whyChooseUs.title}
          </h2>
          <p className="mt-4 text-lg">{whyChooseUs.lead}</p>
          <a href="/contact" className="btn-dark mt-6">
            {whyChooseUs.cta}
          </a>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {whyChooseUs.reasons.map((r) => (
            <li key={r.title} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-bold text-brand-900">{r.title}</h3>
                <p className="mt-1">{r.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
