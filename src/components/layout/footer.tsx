import { MapPin } from '@/components/ui/line-icons';
import { footerGroups } from '@/content/navigation';
import { formatAddress, mainOffice, site } from '@/content/site';
import { SalesEmailLink, SalesPhoneLink, SocialLinks } from './contact-links';
import { Logo } from './logo';

const footerLink = 'inline-flex items-center gap-2 hover:text-white hover:underline';

export function Footer() {
  return (
    // A page of the site is shown once its footer has arrived (see globals.css).
    <footer id="site-footer" className="bg-brand-950 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-md text-sm leading-6 text-brand-100">{site.description}</p>
          <address className="mt-5 space-y-2 text-sm not-italic">
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{formatAddress(mainOffice)}</span>
            </p>
            <p>
              <SalesPhoneLink className={footerLink} prefix="Sales " />
            </p>
            <p>
              <SalesEmailLink className={footerLink} />
            </p>
          </address>
          <SocialLinks
            className="mt-5 flex gap-4 text-sm"
            linkClassName="inline-flex items-center gap-2 hover:text-white"
            iconClassName="size-5"
          />
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="print:hidden">
            <h2 className="text-base font-bold text-white">{group.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-2 px-4 py-5 text-xs text-brand-100">
          <p>
            © {site.copyrightYear} {site.legalName}. All rights reserved.
          </p>
          <p>
            ABN {site.abn} · ACN {site.acn}
          </p>
        </div>
      </div>
    </footer>
  );
}
