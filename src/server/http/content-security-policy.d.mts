export declare const CSP_REPORT_PATH: '/csp-report';
export declare const RESOURCE_POLICY: string;
export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function apiOrigin(base?: string): string;
export declare function pagePolicy(options?: {
  scripts?: string[];
  dev?: boolean;
  api?: string;
}): string;
export declare function hashSource(text: string): string;
export declare function newNonce(): string;
export declare function nonceSource(nonce: string): string;
export declare function scriptSources(html: string, options?: { inline?: boolean }): string[];
export declare function integrityOf(text: string | Buffer): string;
