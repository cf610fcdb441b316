import { Clock } from '@/components/ui/line-icons';
import { site } from '@/content/site';
import { SalesEmailLink, SalesPhoneLink, SocialLinks } from './contact-links';

// A 24-pixel touch target on phones, where the links are icons alone; from the left on wider
// screens, so an icon does not move when its words arrive after the first paint.
const topBarLink =
  'inline-flex min-h-6 min-w-6 items-center justify-center gap-1.5 hover:text-white hover:underline sm:justify-start';
// On phones the words stay for screen readers and the strip keeps to one line.
const phoneHidden = 'max-sm:sr-only';

/** The strip above the navbar: e-mail, phone, hours and the company's networks. */
export function TopBar() {
  return (
    <div className="bg-brand-950 text-sm text-brand-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-nowrap items-center justify-between gap-x-6 px-4 py-1.5 sm:flex-wrap sm:gap-y-1 sm:py-2">
        <ul className="flex items-center gap-x-4 gap-y-1 sm:flex-wrap sm:gap-x-5">
          <li>
            <SalesEmailLink className={topBarLink} textClassName={phoneHidden} />
          </li>
          <li>
            <SalesPhoneLink className={topBarLink} textClassName={phoneHidden} />
          </li>
          <li className="hidden items-center gap-1.5 md:inline-flex">
            <Clock aria-hidden="true" className="size-4" />
            Open {site.hours}
          </li>
        </ul>
        <SocialLinks
          className="flex items-center gap-4"
          linkClassName="inline-flex min-h-6 min-w-6 items-center justify-center gap-1.5 hover:text-white"
          iconClassName="size-4"
          labelClassName={phoneHidden}
        />
      </div>
    </div>
  );
}
