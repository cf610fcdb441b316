export declare const SUPPORTED_NODE: { major: number; minor: number; endOfLife: string }[];
export declare const SUPPORTED_NODE_RANGE: string;
export declare function isSupportedNode(version: string): boolean;
export declare function unsupportedNodeWarning(version: string): string | undefined;
export declare function warnIfUnsupportedNode(
  version?: string,
  write?: (text: string) => void,
): void;
