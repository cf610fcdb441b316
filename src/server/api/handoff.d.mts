export type MountedApi = {
  fetch: (request: Request) => Response | Promise<Response>;
  routes: readonly { method: string; path: string; keptUntilNextBuild?: true }[];
};
export function offerApi(api: MountedApi): void;
export function waitForApi(ms: number): Promise<MountedApi | undefined>;
