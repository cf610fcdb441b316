import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare const ROOT: string;
export declare const BUILD_SOURCES: string[];
export declare const BUILD_TIME_VARIABLES: string[];

type Env = Record<string, string | undefined>;

export declare function staleBuildReason(distDir: string, env?: Env): string | undefined;

export declare function ensureBuild(options: {
  distDir: string;
  env?: Env;
  force?: boolean;
  log?: (message: string) => void;
}): Promise<boolean>;

export declare function freePort(preferred?: number): Promise<number>;

export declare function waitForReady(
  url: string,
  options?: { timeoutMs?: number; exited?: Promise<unknown> },
): Promise<void>;

export type Site = {
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
  pid: number;
  process: ChildProcess;
  /** Settles with the exit code or signal once the server has exited. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM, then SIGKILL after `timeoutMs` (default 10 s); settles once it has exited. */
  stop(timeoutMs?: number): Promise<number | NodeJS.Signals | null>;
  /** SIGKILL: a crash, with no chance to finish anything. */
  kill(): Promise<number | NodeJS.Signals | null>;
};

export declare function startSite(options: {
  distDir: string;
  env?: Env;
  port?: number;
  build?: boolean;
  buildEnv?: Env;
  stdio?: StdioOptions;
  readyTimeoutMs?: number;
  log?: (message: string) => void;
  /** The development server (`npm run dev`) in place of the build. */
  dev?: boolean;
}): Promise<Site>;
