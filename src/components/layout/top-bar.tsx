import { Clock, Mail, Phone } from 'lucide-react';
import { site } from '@/content/site';
import { FacebookIcon, LinkedInIcon } from '../ui/brand-icons';

/** The strip above the navbar: e-mail, phone, hours and the company's networks. */
export function TopBar() {
  return (
    <div className="bg-brand-950 text-sm text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a
              href={`mailto:${site.emails.sales}`}
              className="inline-flex items-center gap-1.5 hover:text-white hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {site.emails.sales}
            </a>
          </li>
          <li>
            <a
              href={`tel:${site.phones.sales.e164}`}
              className="inline-flex items-center gap-1.5 hover:text-white hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {site.phones.sales.display}
            </a>
          </li>
          <li className="hidden items-center gap-1.5 md:inline-flex">
            <Clock aria-hidden="true" className="size-4" />
            Open {site.hours}
          </li>
        </ul>
        <ul className="flex items-center gap-4" aria-label="Social networks">
          <li>
            <a
              href={site.social.facebook.url}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex items-center gap-1.5 hover:text-white"
            >
              <FacebookIcon className="size-4" />
              <span>{site.social.facebook.label}</span>
            </a>
          </li>
          <li>
            <a
              href={site.social.linkedin.url}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex items-center gap-1.5 hover:text-white"
            >
              <LinkedInIcon className="size-4" />
              <span>{site.social.linkedin.label}</span>
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
