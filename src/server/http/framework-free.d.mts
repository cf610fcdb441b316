export declare const SITE_SCRIPT_PATH: string;
export declare const SITE_SCRIPT_TAG: string;
export declare const SITE_SCRIPT_VERSION_PARAM: string;
export declare function siteScriptAddress(version: string | undefined): string;
export declare function withoutFramework(html: string): string;
export declare function keepsFramework(html: string): boolean;
export declare function clientReferences(html: string): Set<string>;
export declare const FUEL_LEVY_SCRIPT_PATH: string;
export declare const ACCORDION_SCRIPT_PATH: string;
export declare const OWN_SCRIPTS: string[];
export declare const FRAMEWORK_LIST_ID: string;
export declare function withFrameworkOnDemand(html: string): string;
export declare const PAYLOAD_PATH_PREFIX: string;
export declare const PAYLOAD_ADDRESS_ATTRIBUTE: string;
export declare function payloadApart(
  html: string,
  digest: (text: string) => string,
  query?: string,
): { html: string; address?: string; payload?: string };

export declare function ownScriptIntegrity(address: string): string | undefined;
