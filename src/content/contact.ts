// Copy of the Contact page (spec §2, contact) that the page declares about itself.
import type { PageCopy } from '@/lib/page';
import { officeTowns, site } from './site';

export const contactPage: PageCopy = {
  description: `Call, e-mail or send us a message. ${site.name} has offices in ${officeTowns()}, and answers ${site.support}.`,
};
