export declare const KB: number;

export type Budget = {
  countNomodule: boolean;
  contentPageKB: number;
  formPageKB: number;
};

export type PageScripts = {
  route: string;
  /** A page with forms keeps React (it has an island); every other page goes without it. */
  kind: 'form' | 'content';
  /** Client components React would run, on a page sent without React (no island). */
  inert: boolean;
  /** Biggest first. */
  scripts: { url: string; gzipBytes: number }[];
  totalBytes: number;
};

export type CheckedPage = PageScripts & {
  limitBytes: number;
  over: boolean;
};

export declare function scriptUrls(html: string, options?: { nomodule?: boolean }): string[];
export declare function routeOf(htmlFile: string): string;
export declare function measureBuild(
  distDir: string,
  options?: { nomodule?: boolean },
): PageScripts[];
export declare function readBudget(file: string): Budget;
export declare function checkBudget(pages: PageScripts[], budget: Budget): CheckedPage[];
export declare function formatReport(checked: CheckedPage[]): string;
