// A quote page opened with values from elsewhere (the home hero): /get-a-quote?pickup=…&delivery=…
// and, optionally, a first package. Query values are a stranger's text: only well-formed values
// are kept, and the page keeps a suburb only once the suburb list knows it.
import { DEFAULT_PACKAGING_TYPE_ID, isPackagingTypeId } from './packaging-types';
import { quoteBookingSchema } from './quote';
import { SUBURB_LABEL_MAX } from './suburb';

export type PrefillPackage = {
  type: string;
  quantity: string;
  length: string;
  width: string;
  height: string;
  weight: string;
};

export type QuotePrefill = { pickup?: string; delivery?: string; package?: PrefillPackage };

const PACKAGE_FIELDS = ['quantity', 'length', 'width', 'height', 'weight'] as const;

/** Letters, digits, spaces and the punctuation suburb names use; nothing else. */
const SUBURB_TEXT = /^[\p{L}\p{N} '’().,&/-]+$/u;

function suburbParam(value: string | null): string | undefined {
  const text = value?.trim().replace(/\s+/g, ' ');
  if (!text || text.length > SUBURB_LABEL_MAX || !SUBURB_TEXT.test(text)) return undefined;
  return text.toUpperCase();
}

// Only the package is judged here: a stand-in route and date that always pass.
const packageCheck = quoteBookingSchema({ isKnownSuburb: () => true, today: () => '2000-01-01' });

function packageParam(params: URLSearchParams): PrefillPackage | undefined {
  const values = PACKAGE_FIELDS.map((field) => params.get(field)?.trim() ?? '');
  if (values.some((v) => v === '' || v.length > 40)) return undefined;
  const [quantity, length, width, height, weight] = values as [
    string,
    string,
    string,
    string,
    string,
  ];
  const typeParam = params.get('type')?.trim() ?? '';
  const type =
    typeParam.length <= 10 && isPackagingTypeId(typeParam) ? typeParam : DEFAULT_PACKAGING_TYPE_ID;
  const pkg: PrefillPackage = { type, quantity, length, width, height, weight };
  const checked = packageCheck.safeParse({
    pickup: 'A',
    delivery: 'B',
    date: '2000-01-01',
    packagings: [pkg],
  });
  // Any figure out of bounds (negative, absurd, not a number) drops the whole package.
  return checked.success ? pkg : undefined;
}

/** The well-formed values of a quote page address's query; anything else is left out. */
export function parseQuotePrefill(search: string | URLSearchParams): QuotePrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search.slice(0, 2048)) : search;
  const prefill: QuotePrefill = {};
  const pickup = suburbParam(params.get('pickup'));
  const delivery = suburbParam(params.get('delivery'));
  const pkg = packageParam(params);
  if (pickup) prefill.pickup = pickup;
  if (delivery) prefill.delivery = delivery;
  if (pkg) prefill.package = pkg;
  return prefill;
}

/** The quote page's address with what another form already holds, e.g. the home hero's suburbs. */
export function quotePrefillHref(values: {
  pickup?: string;
  delivery?: string;
  package?: Partial<PrefillPackage>;
}): string {
  const params = new URLSearchParams();
  const pickup = values.pickup?.trim();
  const delivery = values.delivery?.trim();
  if (pickup) params.set('pickup', pickup);
  if (delivery) params.set('delivery', delivery);
  if (values.package) {
    for (const [field, value] of Object.entries(values.package)) {
      if (value?.trim()) params.set(field, value.trim());
    }
  }
  const query = params.toString();
  return query ? `/get-a-quote?${query}` : '/get-a-quote';
}
