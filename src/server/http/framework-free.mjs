// Pages with no framework (decision 102). A page without a form needs nothing from React in the
// browser: its header, preloader and accordions are worked by the site's own script. The server
// keeps such pages in memory (scripts/static-pages.mjs) without Next's scripts and the React
// payload written into them, so a phone downloads, parses and runs none of it.

/**
 * Pages that keep React: those with forms (the home page's quote request, the quote, the credit
 * application, contact, tracking). Every other page is sent without the framework.
 */
export const FRAMEWORK_PAGES = [
  '/',
  '/get-a-quote',
  '/resources/credit-application',
  '/contact',
  '/track',
];

/** Where every page loads the site's own script from (src/site-script/site.js, minified). */
export const SITE_SCRIPT_PATH = '/site.js';
/** The fuel-levy page's own script (src/site-script/fuel-levy.js). */
export const FUEL_LEVY_SCRIPT_PATH = '/fuel-levy.js';
/** The site's own scripts, served from public/ once minified (scripts/site-scripts.mjs). */
export const OWN_SCRIPTS = [SITE_SCRIPT_PATH, FUEL_LEVY_SCRIPT_PATH];

/** Every script element but structured data: Next's, inline or not, and the site's own. */
const FRAMEWORK_SCRIPT =
  /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
/** Next's preloads of its scripts. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;
/** The site's script as React writes it into the head. */
const SITE_SCRIPT_TAG = `<script src="${SITE_SCRIPT_PATH}" defer=""></script>`;

/** The address a script element loads, if any. */
function sourceOf(tag) {
  return /^<script\b[^>]*\ssrc="([^"]+)"/.exec(tag)?.[1];
}

/**
 * The page without the framework: no script but its structured data and the site's own scripts,
 * no preload of a script. A page that does not load the site's script is returned as it is (it
 * needs whatever it has).
 */
export function withoutFramework(html) {
  if (!html.includes(SITE_SCRIPT_TAG)) return html;
  return html
    .replace(FRAMEWORK_SCRIPT, (tag) => (OWN_SCRIPTS.includes(sourceOf(tag)) ? tag : ''))
    .replace(SCRIPT_PRELOAD, '');
}
