import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function mayBeFrameworkFree(
  req: IncomingMessage,
  keepsFramework: (pathname: string) => boolean,
): boolean;
export declare function holdForFrameworkFree(req: IncomingMessage, res: ServerResponse): void;
