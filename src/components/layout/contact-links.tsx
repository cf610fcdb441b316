import { Mail, Phone } from 'lucide-react';
import { site } from '@/content/site';
import { FacebookIcon, LinkedInIcon } from '../ui/brand-icons';

// The top bar and the footer offer the same ways to reach the company, each spaced to its own strip.

/** The sales line; `prefix` names it where the footer lists it among other details. */
export function SalesPhoneLink({ className, prefix }: { className: string; prefix?: string }) {
  return (
    <a href={`tel:${site.phones.sales.e164}`} className={className}>
      <Phone aria-hidden="true" className="size-4" />
      {prefix}
      {site.phones.sales.display}
    </a>
  );
}

export function SalesEmailLink({ className }: { className: string }) {
  return (
    <a href={`mailto:${site.emails.sales}`} className={className}>
      <Mail aria-hidden="true" className="size-4" />
      {site.emails.sales}
    </a>
  );
}

const networks = [
  { ...site.social.facebook, Icon: FacebookIcon },
  { ...site.social.linkedin, Icon: LinkedInIcon },
];

/** The company's networks, each opening in a new tab. */
export function SocialLinks({
  className,
  linkClassName,
  iconClassName,
  spanLabels = false,
}: {
  className: string;
  linkClassName: string;
  iconClassName: string;
  /** The top bar sets each label in its own span. */
  spanLabels?: boolean;
}) {
  return (
    <ul className={className} aria-label="Social networks">
      {networks.map(({ label, url, Icon }) => (
        <li key={url}>
          <a href={url} rel="noopener noreferrer" target="_blank" className={linkClassName}>
            <Icon className={iconClassName} />
            {spanLabels ? <span>{label}</span> : label}
          </a>
        </li>
      ))}
    </ul>
  );
}
