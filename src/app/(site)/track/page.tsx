import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { TrackForm } from '@/components/track/track-form';
import { track } from '@/content/track';
import { definePage, pageMetadata } from '@/lib/page';
import { NeedsScript } from '@/components/forms/needs-script';

const page = definePage('/track', track);

export const metadata = pageMetadata(page);

export default function TrackPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto max-w-3xl px-4 py-14">
        <p className="mb-8 text-lg">{track.lead}</p>
        <TrackForm noScript={<NeedsScript subject="form" />} />
        <p className="mt-10 text-sm text-muted">{track.help}</p>
      </div>
    </>
  );
}
