// Copy of the /coming-soon page (spec §2), shown without the top bar and footer.
import { md } from './markdown';
import { site } from './site';

export const comingSoon = {
  title: 'Something new is on the way',
  description: `${site.name} is preparing a new part of its website. In the meantime our team is a phone call away.`,
  text: md`
    We are putting the finishing touches on this part of our website. Our people are working as
    usual: call us on [${site.phones.sales.display}](tel:${site.phones.sales.e164}) or e-mail
    [${site.emails.sales}](mailto:${site.emails.sales}).
  `,
  backHome: 'Back To Home',
};
