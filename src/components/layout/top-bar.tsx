import { Clock } from 'lucide-react';
import { site } from '@/content/site';
import { SalesEmailLink, SalesPhoneLink, SocialLinks } from './contact-links';

const topBarLink = 'inline-flex items-center gap-1.5 hover:text-white hover:underline';

/** The strip above the navbar: e-mail, phone, hours and the company's networks. */
export function TopBar() {
  return (
    <div className="bg-brand-950 text-sm text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <SalesEmailLink className={topBarLink} />
          </li>
          <li>
            <SalesPhoneLink className={topBarLink} />
          </li>
          <li className="hidden items-center gap-1.5 md:inline-flex">
            <Clock aria-hidden="true" className="size-4" />
            Open {site.hours}
          </li>
        </ul>
        <SocialLinks
          className="flex items-center gap-4"
          linkClassName="inline-flex items-center gap-1.5 hover:text-white"
          iconClassName="size-4"
          spanLabels
        />
      </div>
    </div>
  );
}
