import type { Metrics } from './metrics.ts';

/**
 * The same object with each of its methods timed into `intelligence_call_duration_seconds`: a
 * promise is timed until it settles, an async iterable (a streamed model answer) until it ends.
 * The objects wrapped are ports (an AI provider, the OCR engine), so callers see no difference.
 */
export function instrumentCalls<T extends object>(
  target: T,
  labels: { service: string; provider: string },
  metrics: Metrics | undefined,
): T {
  if (!metrics) return target;
  return new Proxy(target, {
    get(object, property) {
      // Read from the target itself: a getter over private fields fails on the proxy.
      const value = Reflect.get(object, property);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const stop = metrics.externalCalls.startTimer({ ...labels, method: property });
        let result: unknown;
        try {
          result = value.apply(object, args);
        } catch (error) {
          stop({ outcome: 'error' });
          throw error;
        }
        if (result instanceof Promise) {
          return result.then(
            (settled) => {
              stop({ outcome: 'ok' });
              return settled;
            },
            (error: unknown) => {
              stop({ outcome: 'error' });
              throw error;
            },
          );
        }
        if (isAsyncIterable(result)) return timedIterable(result, stop);
        stop({ outcome: 'ok' });
        return result;
      };
    },
  });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<symbol, unknown>)[Symbol.asyncIterator] === 'function'
  );
}

async function* timedIterable<T>(
  source: AsyncIterable<T>,
  stop: (labels: { outcome: string }) => void,
): AsyncGenerator<T> {
  let outcome = 'error';
  try {
    yield* source;
    outcome = 'ok';
  } finally {
    stop({ outcome });
  }
}
