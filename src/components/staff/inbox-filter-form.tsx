'use client';

import type { FormEvent, ReactNode } from 'react';
import { INBOX_SEARCH_COOKIE } from './inbox-search-cookie';

/**
 * The inbox's filter. Its choices (kind, status, sort, mine) go into the address, which can be
 * bookmarked; the search words, which are often a customer's name or e-mail address, go to the
 * server in a cookie for the console only, and the address says just `search=1` (decision 164).
 * The search field has no `name`, so a submit before this script runs never puts it in the address.
 */
export function InboxFilterForm({
  action,
  searchFieldId,
  className,
  children,
}: {
  action: string;
  searchFieldId: string;
  className?: string;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') query.set(name, value);
    }
    const field = document.getElementById(searchFieldId);
    const words = field instanceof HTMLInputElement ? field.value.trim() : '';
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = words
      ? `${INBOX_SEARCH_COOKIE}=${encodeURIComponent(words)}; Path=/staff; SameSite=Strict${secure}`
      : `${INBOX_SEARCH_COOKIE}=; Path=/staff; Max-Age=0; SameSite=Strict${secure}`;
    if (words) query.set('search', '1');
    const search = query.toString();
    window.location.assign(search ? `${action}?${search}` : action);
  }
  return (
    <form method="get" action={action} className={className} onSubmit={submit}>
      {children}
    </form>
  );
}
