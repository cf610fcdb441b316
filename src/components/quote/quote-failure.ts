import { ApiRequestError } from '@/lib/api-client';

/**
 * The server's own words where it explains a refusal (past a limit, or the same attempt still
 * running), else the fallback.
 */
export function failureMessage(
  err: unknown,
  fallback: string,
  explained: readonly number[] = [409, 429],
): string {
  return err instanceof ApiRequestError && explained.includes(err.status) ? err.message : fallback;
}
