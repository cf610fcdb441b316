export declare function writeSiteScripts(root: string): string[];
