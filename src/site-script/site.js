// @ts-check
// The site's own script (decision 102): the behaviour of the page frame and of the content pages,
// with no framework. Every page loads it, deferred, so it runs before the page's load event. Pages
// without forms get nothing else (the server takes the framework's scripts out of them), and their
// links load the next page in full; pages with forms also run React, whose router may move to
// another page without a load, so everything here listens on the document and looks elements up
// when it needs them. It only ever changes attributes and the text of elements React leaves alone
// (dangerouslySetInnerHTML), so a page that hydrates after it has run still matches.
(() => {
  'use strict';

  const doc = document;
  const root = doc.documentElement;

  /**
   * The element of `selector`, when it is an HTML element.
   * @param {string} selector
   * @param {ParentNode} [within]
   */
  function find(selector, within = doc) {
    const el = within.querySelector(selector);
    return el instanceof HTMLElement ? el : null;
  }

  /**
   * The nearest element of `selector` around an event's target.
   * @param {Event} event
   * @param {string} selector
   */
  function around(event, selector) {
    const target = event.target;
    return target instanceof Element ? target.closest(selector) : null;
  }

  // ---------------------------------------------------------------------------------------------
  // Header: the phone menu, and the compact "Get a quote" once the page is scrolled.

  /** How far down the page the phone header offers its own "Get a quote" button. */
  const SCROLLED_PX = 48;

  /**
   * A disclosure in the header (the phone menu, a dropdown): its button (`aria-expanded`) found by
   * `selector` in `within`, the panel the button controls, and whether it is open.
   * @param {string} selector
   * @param {ParentNode} [within]
   */
  function disclosure(selector, within) {
    const button = find(selector, within);
    const panel = button ? doc.getElementById(button.getAttribute('aria-controls') ?? '') : null;
    return { button, panel, open: button?.getAttribute('aria-expanded') === 'true' };
  }

  /**
   * Open or close a disclosure; false when it has no button or panel.
   * @param {{ button: HTMLElement | null, panel: HTMLElement | null }} parts
   * @param {boolean} open
   */
  function setDisclosure({ button, panel }, open) {
    if (!button || !panel) return false;
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    return true;
  }

  const menuParts = () => disclosure('[data-menu-toggle]');

  /** Where the panel starts: the header's lower edge. */
  function placeMenu() {
    const bottom = find('[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
    root.style.setProperty('--menu-top', `${Math.max(0, Math.round(bottom))}px`);
  }

  /**
   * Open or close the phone menu; closing by Escape puts focus back on Menu.
   * @param {boolean} open
   */
  function setMenu(open, focusToggle = false) {
    const parts = menuParts();
    if (open) placeMenu();
    if (!setDisclosure(parts, open)) return;
    root.classList.toggle('menu-open', open);
    if (focusToggle) parts.button?.focus();
  }

  /**
   * The current page in the header: its links marked `aria-current`, and the top-level entry the
   * page is under shown as current (`data-active`); drawn on the server the same for every page.
   */
  function markCurrent() {
    const path = window.location.pathname;
    const links = /** @type {NodeListOf<HTMLAnchorElement>} */ (
      doc.querySelectorAll('[data-site-header] nav a[href]')
    );
    for (const link of links) {
      if (link.pathname === path) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    for (const entry of doc.querySelectorAll('[data-nav-entry]')) {
      const addresses = (entry.getAttribute('data-nav-entry') ?? '').split(' ');
      const under = (/** @type {string} */ href) =>
        href === path || (href !== '/' && path.startsWith(`${href}/`));
      entry.toggleAttribute('data-active', addresses.some(under));
    }
  }

  function menuOpen() {
    return menuParts().open;
  }

  function markScrolled() {
    const header = find('[data-site-header]');
    if (!header) return;
    if (window.scrollY > SCROLLED_PX) header.dataset.scrolled = 'true';
    else delete header.dataset.scrolled;
  }

  // Wide screens show the menu as dropdowns in the header's row (`xl:` in navbar.tsx).
  const wide = window.matchMedia('(min-width: 1280px)');

  /**
   * A wide header whose row does not fit, with text spaced out by a reader (WCAG 1.4.12) or a
   * larger font: marked `data-crowded`, it offers Menu as on a phone (globals.css) instead of
   * running past the screen's edge. Measured with the dropdowns in the row, in one task, so the
   * row is never drawn both ways. Widened past the phone layout with the row fitting (a turned
   * tablet), the panel is gone, so the page is let go.
   */
  function markCrowded() {
    const header = find('[data-site-header]');
    const row = find('[data-header-row]');
    if (!header || !row) return;
    delete header.dataset.crowded;
    if (!wide.matches) return;
    if (row.scrollWidth > row.clientWidth) {
      header.dataset.crowded = 'true';
      closeDropdowns();
    } else if (menuOpen()) {
      setMenu(false);
    }
  }
  wide.addEventListener('change', markCrowded);
  // The row's width follows the screen's; the logo's and the quote button's follow the text's.
  // None of them changes when Menu takes the dropdowns' place, so marking never measures again.
  const crowding = new ResizeObserver(markCrowded);
  for (const part of doc.querySelectorAll('[data-header-row], [data-header-row] [data-row-part]')) {
    crowding.observe(part);
  }
  window.addEventListener('resize', () => {
    if (menuOpen()) placeMenu();
  });
  window.addEventListener('scroll', markScrolled, { passive: true });

  // ---------------------------------------------------------------------------------------------
  // Wide-screen dropdowns (decision 016): a disclosure button per dropdown, at most one open,
  // opened by a click, Enter or Space, or by a mouse resting on it; closed by Escape (focus back
  // on the button), by focus or the mouse leaving it, or by a click elsewhere.

  /**
   * Listen to the visitor's clicks, keys, pointer and focus for the header's menus. On the window
   * and before anything else hears them: while React hydrates a page with forms, it stops at the
   * document the clicks, keys and focus moves on parts it has yet to reach, and a tap on Menu or a
   * dropdown would do nothing. The header is the site's own, never React's, so it hears them all.
   * @template {keyof WindowEventMap} K
   * @param {K} type
   * @param {(event: WindowEventMap[K]) => void} listener
   */
  function onEveryEvent(type, listener) {
    window.addEventListener(type, listener, true);
  }

  /** Dropdowns a mouse opened by resting on them: a click on the button then keeps them open. */
  const openedByHover = new WeakSet();

  /** @param {Element} item */
  const dropdownParts = (item) => disclosure('[data-dropdown-trigger]', item);

  /**
   * @param {Element} item
   * @param {boolean} open
   */
  function setDropdown(item, open) {
    if (open) {
      for (const other of doc.querySelectorAll('[data-dropdown]'))
        if (other !== item) setDropdown(other, false);
    } else {
      openedByHover.delete(item);
    }
    setDisclosure(dropdownParts(item), open);
  }

  /** @param {Element} item */
  const dropdownOpen = (item) => dropdownParts(item).open;

  function closeDropdowns() {
    for (const item of doc.querySelectorAll('[data-dropdown]')) setDropdown(item, false);
  }

  onEveryEvent('pointerover', (event) => {
    const item = around(event, '[data-dropdown]');
    if (!item || event.pointerType !== 'mouse') return;
    if (event.relatedTarget instanceof Node && item.contains(event.relatedTarget)) return;
    if (dropdownOpen(item)) return;
    setDropdown(item, true);
    openedByHover.add(item);
  });
  onEveryEvent('pointerout', (event) => {
    const item = around(event, '[data-dropdown]');
    if (!item || event.pointerType !== 'mouse') return;
    if (event.relatedTarget instanceof Node && item.contains(event.relatedTarget)) return;
    if (dropdownOpen(item)) setDropdown(item, false);
  });
  onEveryEvent('focusout', (event) => {
    const item = around(event, '[data-dropdown]');
    if (!item || !dropdownOpen(item)) return;
    if (event.relatedTarget instanceof Node && item.contains(event.relatedTarget)) return;
    setDropdown(item, false);
  });
  onEveryEvent('pointerdown', (event) => {
    const nav = around(event, '[data-dropdown]');
    if (!nav) closeDropdowns();
  });

  /**
   * What a page's own script asks to run for the page on screen (`self.sitePages`, e.g. the fuel
   * levy's table, fuel-levy.js): at once, and again after the router shows another page.
   */
  function startPage() {
    const global = /** @type {{ sitePages?: (() => void)[] }} */ (/** @type {unknown} */ (self));
    for (const start of global.sitePages ?? []) {
      try {
        start();
      } catch (err) {
        console.error(err);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Clicks and keys for all of the above.

  onEveryEvent('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const menuToggle = target.closest('[data-menu-toggle]');
    if (menuToggle) {
      setMenu(!menuOpen());
      return;
    }
    const trigger = target.closest('[data-dropdown-trigger]');
    const item = trigger?.closest('[data-dropdown]');
    if (item) {
      const keep = dropdownOpen(item) && openedByHover.has(item);
      openedByHover.delete(item);
      if (!keep) setDropdown(item, !dropdownOpen(item));
      return;
    }
    // A link followed from the phone menu or a dropdown: the menu has done its work.
    if (target.closest('a[href]')) {
      if (target.closest('#mobile-menu') && menuOpen()) setMenu(false);
      if (target.closest('[data-dropdown]')) closeDropdowns();
    }
  });

  onEveryEvent('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const item = around(event, '[data-dropdown]');
    if (item && dropdownOpen(item)) {
      event.preventDefault();
      setDropdown(item, false);
      dropdownParts(item).button?.focus();
      return;
    }
    if (menuOpen()) setMenu(false, true);
  });

  // ---------------------------------------------------------------------------------------------
  // The preloader (spec §2 Shell, §4): shows while the site moves to another page, from a click
  // on an internal link, back and forward, or a navigation started by code (the router's request
  // for the new page); hides when the new page is in place or the navigation is cancelled
  // (Escape); every completed navigation starts at the top of the page.

  /** Wait this long before showing the bar, so quick navigations do not flash it. */
  const SHOW_DELAY_MS = 120;
  /** A navigation that has not finished by now is treated as cancelled. */
  const GIVE_UP_MS = 10_000;

  /**
   * Path and query of an address: what a navigation changes (a #fragment alone is no navigation).
   * @param {URL} url
   */
  function pageOf(url) {
    const search = new URLSearchParams(url.search);
    search.delete('_rsc'); // the router's cache-busting parameter on its own requests
    const query = search.toString();
    return `${url.pathname}${query ? `?${query}` : ''}`;
  }

  /** The page on screen. */
  let shown = pageOf(new URL(window.location.href));
  /** @type {{ show?: number, giveUp?: number }} */
  let timers = {};

  function bar() {
    return find('[data-preloader]');
  }

  /** `data-state` says at once whether a navigation is under way; the bar itself waits. */
  /** @param {'idle' | 'navigating'} state */
  function markState(state) {
    const el = bar();
    if (el) el.dataset.state = state;
  }

  /** @param {boolean} visible */
  function setVisible(visible) {
    const el = bar();
    if (!el) return;
    el.dataset.visible = String(visible);
    el.classList.toggle('hidden', !visible);
    const words = find('[data-preloader-words]', el);
    if (words) words.textContent = visible ? 'Loading page' : '';
  }

  function clearTimers() {
    window.clearTimeout(timers.show);
    window.clearTimeout(timers.giveUp);
    timers = {};
  }

  function stop() {
    clearTimers();
    markState('idle');
    setVisible(false);
  }

  /** @param {URL} target */
  function start(target) {
    if (pageOf(target) === shown) return; // a refresh or a #fragment: no new page
    markState('navigating');
    clearTimers();
    timers.show = window.setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    timers.giveUp = window.setTimeout(stop, GIVE_UP_MS);
  }

  /**
   * Where a page drawn for its query opens, when it names a place (`data-query-drawn`, the id of
   * an element): a saved quote's link opens at its rates. Whether there was one to scroll to.
   */
  function openAtPlace() {
    const place = doc.getElementById(find('[data-query-drawn]')?.dataset.queryDrawn ?? '');
    place?.scrollIntoView();
    return !!place;
  }

  /** The router has put another page in place (the address is already the new one). */
  function arrived() {
    const now = pageOf(new URL(window.location.href));
    if (now === shown) return;
    shown = now;
    stop();
    markCurrent();
    if (menuOpen()) setMenu(false);
    closeDropdowns();
    markScrolled();
    startPage();
    if (!window.location.hash && !openAtPlace())
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }

  /**
   * The internal page a plain click on a link leads to, if any.
   * @param {MouseEvent} event
   */
  function internalTarget(event) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return null;
    const anchor = around(event, 'a');
    if (!(anchor instanceof HTMLAnchorElement)) return null;
    if (anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (pageOf(url) === shown) return null; // same page or a #hash
    return url;
  }

  /**
   * The page a request of the router is for, when it is a navigation: the router asks for a
   * page's data with an `rsc` header; its prefetches and server actions carry headers of their own.
   * @param {RequestInfo | URL} input
   * @param {RequestInit} [init]
   */
  function navigationRequestTarget(input, init) {
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, key) => headers.set(key, value));
    if (headers.get('rsc') !== '1') return null;
    if (
      headers.has('next-router-prefetch') ||
      headers.has('next-router-segment-prefetch') ||
      headers.has('next-action')
    )
      return null;
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, window.location.href);
    return url.origin === window.location.origin ? url : null;
  }

  doc.addEventListener('click', (event) => {
    // Let other handlers decide first; a prevented click is a cancelled navigation (or one the
    // router takes over, which is seen by its request below).
    queueMicrotask(() => {
      const target = internalTarget(event);
      if (target) start(target);
    });
  });
  // Back and forward within the router's pages: the address has already changed; the page follows.
  window.addEventListener('popstate', () => start(new URL(window.location.href)));
  onEveryEvent('keydown', (event) => {
    if (event.key === 'Escape') stop();
  });
  // A page shown again from the browser's memory (back and forward): no navigation is under way
  // any more, and it starts at its top like any other.
  window.addEventListener('pageshow', (event) => {
    stop();
    if (event.persisted && !window.location.hash)
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });

  // Navigations started by code go through the router, which fetches the new page's data, and
  // write the new address once the page is in place.
  const plainFetch = window.fetch.bind(window);
  /** @type {typeof window.fetch} */
  const watchingFetch = (input, init) => {
    try {
      const target = navigationRequestTarget(input, init);
      if (target) start(target);
    } catch {
      // Never let the preloader break a request.
    }
    return plainFetch(input, init);
  };
  window.fetch = watchingFetch;
  for (const name of /** @type {const} */ (['pushState', 'replaceState'])) {
    const plain = window.history[name].bind(window.history);
    window.history[name] = (data, unused, url) => {
      plain(data, unused, url);
      arrived();
    };
  }

  // Spec §2: every completed navigation starts at the top, back and forward included, so the
  // browser does not put back the old scroll position.
  window.history.scrollRestoration = 'manual';

  // ---------------------------------------------------------------------------------------------
  // The framework on demand (decision 105). A page with forms does not load Next's scripts with
  // its HTML: it names them in `#framework-scripts`, and they are loaded here on the visitor's
  // first touch, click, key, focus or mouse movement, or at once when the page was opened
  // with a query it acts on in the browser (a link from the home page; a saved quote's link is
  // looked up on the server, which marks the island `data-query-drawn`). Until
  // an island (`data-island`, a part React runs) has hydrated (`data-hydrated`), what the visitor
  // does there is kept, and handed to React when it runs: the values typed, chosen or ticked,
  // the field in focus and the fields left, and the last click on one of its buttons or submit.

  const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'];
  const frameworkList = doc.getElementById('framework-scripts');
  let frameworkRequested = false;

  function loadFramework() {
    if (frameworkRequested || !frameworkList) return;
    frameworkRequested = true;
    for (const name of WAKE_EVENTS) doc.removeEventListener(name, loadFramework, true);
    // The server's list (withFrameworkOnDemand): Next's own files, nothing else is loaded.
    const sources = /** @type {unknown[]} */ (JSON.parse(frameworkList.textContent ?? '[]'))
      .map(String)
      .filter((source) => source.startsWith('/_next/'));
    // React's payload goes to the framework before its scripts run, as the page's inline
    // scripts would have pushed it: in the page as data, or at its own address, fetched while the
    // scripts download into the browser's cache.
    const address = frameworkList.dataset.payload;
    if (address) for (const source of sources) fetch(source).catch(() => {});
    const payload = address
      ? fetch(address).then((res) => res.json())
      : Promise.resolve(
          [...doc.querySelectorAll('script[data-next-payload]')].map((piece) =>
            JSON.parse(piece.textContent ?? ''),
          ),
        );
    payload.then((pieces) => {
      const global = /** @type {{ __next_f?: unknown[] }} */ (/** @type {unknown} */ (self));
      (global.__next_f ??= []).push(...pieces);
      for (const source of sources) {
        const script = doc.createElement('script');
        script.src = source;
        doc.head.append(script);
      }
    }, console.error);
  }

  if (frameworkList) {
    // A page the server drew for its query (a saved quote's link) has nothing to do at once.
    if (window.location.search.length > 1 && !doc.querySelector('[data-query-drawn]'))
      loadFramework();
    else
      for (const name of WAKE_EVENTS)
        doc.addEventListener(name, loadFramework, { capture: true, passive: true });
  }

  /** @typedef {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} Field */

  /**
   * Fields changed or left before their island hydrated: what they held last, and whether the
   * visitor left them (touched, for their messages).
   * @type {Map<Field, { value: string, checked: boolean, left: boolean }>}
   */
  const held = new Map();
  /**
   * Islands whose held fields and action went to React. Until then every edit is still held (its
   * latest value), even after React has run: a keystroke between hydration and the hand-over is
   * then handed over as it is, never overwritten by an older value.
   * @type {WeakSet<Element>}
   */
  const handedOver = new WeakSet();
  /** The last click on a button, or submit, before its island hydrated. */
  /** @type {{ at: Element, run: () => void } | null} */
  let heldAction = null;

  /**
   * The island around `target` while React has yet to run it.
   * @param {EventTarget | null} target
   */
  function waitingIsland(target) {
    if (!frameworkList || !(target instanceof Element)) return null;
    const island = target.closest('[data-island]');
    return island && !handedOver.has(island) ? island : null;
  }

  /** @param {EventTarget | null} target @returns {target is Field} */
  function isField(target) {
    return (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    );
  }

  /** @param {Event} event */
  function hold(event) {
    const field = event.target;
    if (!isField(field) || !waitingIsland(field)) return;
    held.set(field, {
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
      left: event.type === 'focusout' || Boolean(held.get(field)?.left),
    });
  }
  for (const name of ['input', 'change', 'focusout']) doc.addEventListener(name, hold, true);
  /**
   * @param {Event} event
   * @param {Element | null} at
   * @param {() => void} run
   */
  function holdAction(event, at, run) {
    if (!waitingIsland(at)) return;
    event.preventDefault();
    event.stopPropagation();
    heldAction = { at: /** @type {Element} */ (at), run };
  }
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const control =
        target instanceof Element
          ? target.closest('button, [role="button"], [role="option"]')
          : null;
      if (control instanceof HTMLElement) holdAction(event, control, () => control.click());
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement)
        holdAction(event, form, () => form.requestSubmit(event.submitter));
    },
    true,
  );

  /** @param {Element} island */
  function handOver(island) {
    handedOver.add(island);
    // The field the visitor is in was focused before React listened: React hears of it first.
    const active = doc.activeElement;
    if (isField(active) && island.contains(active))
      active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const [field, last] of held) {
      if (!island.contains(field)) continue;
      held.delete(field);
      // React keeps the last value it saw on the element itself, and calls onChange only when
      // the element's value differs from it: its own setter is given another value first.
      if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
        // React hears ticks as clicks; the click makes the tick the visitor left.
        field.checked = !last.checked;
        field.click();
      } else {
        field.value = last.value === '' ? ' ' : '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
          field,
          last.value,
        );
        field.dispatchEvent(
          new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
        );
      }
      if (last.left && active !== field)
        field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
    if (heldAction && island.contains(heldAction.at)) {
      const { run } = heldAction;
      heldAction = null;
      run();
    }
  }

  // React marks an island once its effects have run, and what it holds is handed over there and
  // then: a render after it would draw a controlled field with React's own value, the empty one.
  doc.addEventListener('site:hydrated', (event) => {
    if (event.target instanceof Element) handOver(event.target);
  });

  // ---------------------------------------------------------------------------------------------
  // The anti-forgery token (decision 123): made here when the browser has none, so that no page,
  // however widely cached, sets a cookie. Every call that stores copies it into X-XSRF-TOKEN, and
  // the API compares the two; a page on another site can read neither. On https the cookie is
  // `__Host-` prefixed: Secure, the whole site, no Domain, so no neighbouring host can plant one.

  const secure = window.location.protocol === 'https:';
  const tokenName = secure ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN';
  if (!doc.cookie.split('; ').some((cookie) => cookie.startsWith(`${tokenName}=`))) {
    const bytes = window.crypto.getRandomValues(new Uint8Array(24));
    const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    doc.cookie = `${tokenName}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  }

  // ---------------------------------------------------------------------------------------------
  // Today in a form as the page is drawn (decision 167). A pre-rendered page cannot know the day
  // it is read on, so a date field marked `data-today` comes empty; it gets today on the visitor's
  // own calendar, the value React gives it when it runs, and with `data-today="earliest"` (a
  // pickup date) no earlier day to choose.

  function fillToday() {
    const now = new Date();
    const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 10);
    for (const field of doc.querySelectorAll('input[data-today]')) {
      if (!(field instanceof HTMLInputElement)) continue;
      if (field.dataset.today === 'earliest') field.min = today;
      if (!field.value) field.value = today;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Ready.

  markCurrent();
  fillToday();
  // Reading the scroll position makes the browser lay the page out at once: left to the first
  // frame, which lays it out anyway, not done a second time in this script's own task.
  window.requestAnimationFrame(markScrolled);
  startPage();
  if (!window.location.hash) openAtPlace();
  const preloader = bar();
  if (preloader) preloader.dataset.listening = 'true';
  root.dataset.siteScript = 'ready';
})();
