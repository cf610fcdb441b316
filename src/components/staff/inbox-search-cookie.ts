/**
 * The cookie that takes the inbox's search words to the server, so that a name or an e-mail
 * address searched for never reaches the page's address, the browser's history or a proxy's log
 * (decision 164). The browser sets it (`InboxFilterForm`) for the console only (`Path=/staff`),
 * for the browsing session; the address says only `search=1`.
 */
export const INBOX_SEARCH_COOKIE = 'staff-inbox-search';

/** The search words a cookie value holds, or '' when it holds none that can be read. */
export function inboxSearchFrom(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return '';
  }
}
