import { AiTimeoutError } from '../providers/ai-provider.ts';

/**
 * Settles like `work`, unless `ms` pass first (AiTimeoutError) or `signal` aborts first (its
 * reason). Either way the caller stops waiting at once; cancelling the work itself is up to it.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    const timer = setTimeout(() => reject(new AiTimeoutError()), Math.max(0, ms));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    });
  });
}
