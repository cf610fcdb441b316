// @ts-check
// The fuel levy table's script (decision 102), loaded by that page alone
// (components/fuel-levy/fuel-levy-table.tsx). It fills every table on the page now, and registers
// itself with the site's script (`self.sitePages`, site.js) to fill the table of a page the router
// shows later.
(() => {
  'use strict';

  const doc = document;

  // ---------------------------------------------------------------------------------------------
  // The fuel levy table (spec §2, §4, §7, §8): the spinner until GET /tms/getFuelLevies answers,
  // then the first months of a well-formed answer, or the warning when there are none. An answer
  // of another shape, or a failed request, is only logged (no message to the visitor). The markup
  // is the page's own, in templates (fuel-levy-table.tsx).

  /**
   * The element of `selector` within `root`, when it is an HTML element.
   * @param {string} selector
   * @param {ParentNode} root
   */
  function find(selector, root) {
    const el = root.querySelector(selector);
    return el instanceof HTMLElement ? el : null;
  }

  /**
   * A template's nodes, copied: from its content as the HTML parser fills it, or from its children
   * when React drew the page in the browser.
   * @param {Element | null} template
   */
  function copyOf(template) {
    if (!(template instanceof HTMLTemplateElement)) return doc.createDocumentFragment();
    const source = template.content.childNodes.length > 0 ? template.content : template;
    const copy = doc.createDocumentFragment();
    for (const node of source.childNodes) copy.append(node.cloneNode(true));
    return copy;
  }

  /**
   * @typedef {{ month_name: string, year: number, local: number, linehaul: number }} FuelLevyEntry
   */

  /** @param {unknown} entry @returns {entry is FuelLevyEntry} */
  function isFuelLevyEntry(entry) {
    if (!entry || typeof entry !== 'object') return false;
    const e = /** @type {Record<string, unknown>} */ (entry);
    const percent = (/** @type {unknown} */ v) => typeof v === 'number' && Number.isFinite(v);
    return (
      typeof e.month_name === 'string' &&
      e.month_name.length > 0 &&
      Number.isInteger(e.year) &&
      percent(e.local) &&
      percent(e.linehaul)
    );
  }

  /**
   * The first `count` entries of a well-formed answer; any other shape is logged and gives none.
   * @param {unknown} answer
   * @param {number} count
   * @returns {FuelLevyEntry[]}
   */
  function readFuelLevies(answer, count) {
    const list =
      answer && typeof answer === 'object'
        ? /** @type {{ fuel_levies?: unknown }} */ (answer).fuel_levies
        : undefined;
    if (!Array.isArray(list) || !list.every(isFuelLevyEntry)) {
      console.error('Unexpected answer from /tms/getFuelLevies', answer);
      return [];
    }
    return list.slice(0, count);
  }

  /**
   * @param {HTMLElement} box
   * @param {FuelLevyEntry[]} list
   */
  function showFuelLevies(box, list) {
    const loading = find('[data-fuel-levy-loading]', box);
    if (loading) {
      loading.hidden = true;
      loading.setAttribute('aria-busy', 'false');
    }
    if (list.length === 0) {
      box.append(copyOf(box.querySelector('[data-fuel-levy-empty]')));
      return;
    }
    /** @type {string[]} */
    let samples = [];
    try {
      samples = JSON.parse(box.dataset.sampleMonths ?? '[]');
    } catch {
      // No sample months named: none are marked.
    }
    const view = copyOf(box.querySelector('[data-fuel-levy-list]'));
    const body = view.querySelector('tbody');
    let anySample = false;
    for (const entry of list) {
      const row = copyOf(box.querySelector('[data-fuel-levy-row]'));
      const label = `${entry.month_name} ${entry.year}`;
      const cell = (/** @type {string} */ name) => row.querySelector(`[data-cell="${name}"]`);
      const month = cell('month');
      if (month) {
        month.textContent = label;
        if (samples.includes(label)) {
          anySample = true;
          month.append(copyOf(box.querySelector('[data-fuel-levy-sample-tag]')));
        }
      }
      const local = cell('local');
      if (local) local.textContent = `${entry.local.toFixed(2)}%`;
      const linehaul = cell('linehaul');
      if (linehaul) linehaul.textContent = `${entry.linehaul.toFixed(2)}%`;
      body?.append(row);
    }
    if (!anySample) view.querySelector('[data-testid="fuel-levy-sample-note"]')?.remove();
    box.append(view);
  }

  /** @param {HTMLElement} box */
  async function loadFuelLevies(box) {
    const source = box.dataset.fuelLevyTable ?? '';
    /** @type {FuelLevyEntry[]} */
    let list = [];
    try {
      const response = await fetch(source, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${source} answered ${response.status}`);
      list = readFuelLevies(await response.json(), Number(box.dataset.months) || 6);
    } catch (err) {
      console.error('Could not load the fuel levies', err instanceof Error ? err.message : err);
    }
    showFuelLevies(box, list);
  }

  /** Fill the tables of the page on screen that are not filled yet. */
  function startPage() {
    for (const box of doc.querySelectorAll('[data-fuel-levy-table]')) {
      if (!(box instanceof HTMLElement) || box.dataset.started) continue;
      box.dataset.started = 'true';
      void loadFuelLevies(box);
    }
  }

  const global = /** @type {{ sitePages?: (() => void)[] }} */ (/** @type {unknown} */ (self));
  (global.sitePages ??= []).push(startPage);
  startPage();
})();
