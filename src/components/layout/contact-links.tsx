import { Mail, Phone } from '@/components/ui/line-icons';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { FacebookIcon, LinkedInIcon } from '../ui/brand-icons';

// The top bar and the footer offer the same ways to reach the company, each spaced to its own strip.
// Icons are drawn on the server (inline SVG); none of this sends script to the browser.

type LinkProps = {
  className: string;
  /** Where the words sit in their own span (the top bar hides them on phones, keeping the icon). */
  textClassName?: string;
};

/** The link's words: plain, or in a span of their own. */
function Words({ text, className }: { text: ReactNode; className?: string }) {
  return className ? <span className={className}>{text}</span> : <>{text}</>;
}

/** The sales line; `prefix` names it where the footer lists it among other details. */
export function SalesPhoneLink({
  className,
  textClassName,
  prefix,
}: LinkProps & { prefix?: string }) {
  return (
    <a href={`tel:${site.phones.sales.e164}`} className={className}>
      <Phone aria-hidden="true" className="size-4 shrink-0" />
      <Words
        text={
          <>
            {prefix}
            {site.phones.sales.display}
          </>
        }
        className={textClassName}
      />
    </a>
  );
}

export function SalesEmailLink({ className, textClassName }: LinkProps) {
  return (
    <a href={`mailto:${site.emails.sales}`} className={className}>
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      <Words text={site.emails.sales} className={textClassName} />
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
  labelClassName,
}: {
  className: string;
  linkClassName: string;
  iconClassName: string;
  /** The top bar sets each label in its own span, hidden on phones. */
  labelClassName?: string;
}) {
  return (
    <ul className={className} aria-label="Social networks">
      {networks.map(({ label, url, Icon }) => (
        <li key={url}>
          <a href={url} rel="noopener noreferrer" target="_blank" className={linkClassName}>
            <Icon className={iconClassName} />
            <Words text={label} className={labelClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
