/** Receives one event's payload. */
export type Listener = (payload: unknown) => void;

/**
 * The events of one topic as an async iterator: those that arrive before the consumer asks wait
 * in order. `register` starts the deliveries and answers how to stop them; `registered` settles
 * once it did (or failed: the iterator then simply never yields).
 */
export function queueOf<T>(register: (listener: (payload: T) => void) => Promise<() => void>): {
  iterator: AsyncIterableIterator<T>;
  registered: Promise<void>;
} {
  const queued: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let isDone = false;
  const unregister = register((payload) => {
    if (isDone) return;
    const next = waiting.shift();
    if (next) next({ value: payload, done: false });
    else queued.push(payload);
  });
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!isDone) {
      isDone = true;
      queued.length = 0;
      unregister.then((stop) => stop()).catch(() => {});
      for (const next of waiting.splice(0)) next({ value: undefined, done: true });
    }
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      const payload = queued.shift();
      if (payload !== undefined) return Promise.resolve({ value: payload, done: false });
      if (isDone) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return {
    iterator,
    registered: unregister.then(
      () => {},
      () => {},
    ),
  };
}
