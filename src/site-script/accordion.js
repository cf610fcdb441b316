// @ts-check
// The careers page's script (decision 105): its accordion of job ads, one button per ad that shows
// and hides the ad's region. Loaded by that page alone (components/content/career-accordion.tsx),
// so the pages with forms do not carry it; it listens on the document, once, so it also works the
// ads of a page the router shows later.
(() => {
  'use strict';

  const global = /** @type {{ accordionListening?: boolean }} */ (/** @type {unknown} */ (self));
  if (global.accordionListening) return;
  global.accordionListening = true;

  document.addEventListener('click', (event) => {
    const target = event.target;
    const trigger = target instanceof Element ? target.closest('[data-accordion-trigger]') : null;
    const panel = trigger && document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    if (!trigger || !panel) return;
    const open = trigger.getAttribute('aria-expanded') !== 'true';
    const state = open ? 'open' : 'closed';
    trigger.setAttribute('aria-expanded', String(open));
    trigger.setAttribute('data-state', state);
    panel.dataset.state = state;
    panel.hidden = !open;
  });
})();
