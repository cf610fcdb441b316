import { AustraliaRouteMap } from '@/components/content/australia-route-map';
import { ProseSection } from '@/components/content/prose-section';
import { TransitTimesTable } from '@/components/content/transit-times-table';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { expressTransitTimes } from '@/content/express-transit-times';
import { transitTimes } from '@/content/transit-times';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/promise-to-clients/express-transit-times', expressTransitTimes);

export const metadata = pageMetadata(page);

export default function ExpressTransitTimesPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={expressTransitTimes.intro} />
      <div className="mx-auto max-w-6xl px-4 pb-14">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]">
          <TransitTimesTable routes={transitTimes} />
          <AustraliaRouteMap routes={transitTimes} />
        </div>
      </div>
      <ProseSection source={expressTransitTimes.more} className="pt-0" />
    </>
  );
}
