/**
 * The bar that shows while the site moves to another page (spec §2 Shell, §4). It is drawn idle
 * and hidden; the site's own script, src/site-script/site.js (decision 102), starts it on a click on an
 * internal link, on back and forward and on a navigation started by code, ends it when the new
 * page is in place or the navigation is cancelled, and then scrolls to the top. `data-state` says
 * at once whether a navigation is under way (the bar itself waits a moment, so quick ones do not
 * flash it); `data-listening` says the script is in charge. The words are written by the script
 * alone (React leaves the inner HTML it did not write alone on pages it hydrates), and the script
 * marks the bar before React hydrates a page, so React is told to expect it.
 */
export function Preloader() {
  return (
    <div
      role="status"
      aria-live="polite"
      data-preloader=""
      suppressHydrationWarning
      data-testid="preloader"
      data-state="idle"
      data-visible="false"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] hidden"
    >
      <div className="h-1 w-full overflow-hidden bg-brand-100">
        <div className="preloader-bar h-full w-1/3 bg-accent-500" />
      </div>
      <span className="sr-only" data-preloader-words="" dangerouslySetInnerHTML={{ __html: '' }} />
    </div>
  );
}
