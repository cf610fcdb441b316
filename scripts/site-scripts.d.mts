export declare function writeSiteScripts(root: string): string[];
export declare function siteScriptVersion(root: string): string;
