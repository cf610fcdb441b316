import { ChevronRight } from '@/components/ui/line-icons';
import { breadcrumbJsonLd, homeCrumb } from '@/lib/page';
import type { PageInfo } from '@/lib/page';
import { JsonLd } from '../json-ld';

/** The banner at the top of every content page: its heading, the breadcrumb trail and its structured data. */
export function BreadcrumbBanner({ page, lead }: { page: PageInfo; lead?: string }) {
  const trail = [homeCrumb, ...page.crumbs];
  return (
    <section className="banner-texture relative overflow-hidden bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-brand-100">
            {trail.map((crumb, i) => {
              // A trail that ends at the parent (spec §2, food-grade) has no current crumb.
              const current = crumb.href === page.path;
              return (
                <li key={`${crumb.href}-${crumb.label}`} className="flex items-center gap-1">
                  {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 opacity-70" /> : null}
                  {current ? (
                    <span aria-current="page" className="font-semibold text-white">
                      {crumb.label}
                    </span>
                  ) : (
                    <a
                      href={crumb.href}
                      className="underline-offset-4 hover:text-white hover:underline"
                    >
                      {crumb.label}
                    </a>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-brand-50">{lead}</p> : null}
      </div>
      <JsonLd data={breadcrumbJsonLd(page)} />
    </section>
  );
}
