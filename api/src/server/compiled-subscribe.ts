import {
  createSourceEventStream,
  type ExecutionArgs,
  type ExecutionResult,
  subscribe,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';

/**
 * graphql-js's `subscribe`, with each event's result computed by the operation compiled once
 * (graphql-jit) instead of graphql-js's generic walk. The event stream itself comes from
 * graphql-js: graphql-jit's own `subscribe` hands the subscription field the operation's
 * variables as its arguments, so a literal argument (`recipeImportProgressed(importId: "…")`)
 * would be lost.
 */
export async function subscribeCompiled(
  args: ExecutionArgs,
  compiled: CompiledQuery | undefined,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  if (!compiled) return subscribe(args);
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream;
  const variables = args.variableValues ?? {};
  return mapEvents(stream, (event) => compiled.query(event, args.contextValue, variables));
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown>)?.[Symbol.asyncIterator] === 'function';
}

/** Each event through `map`; ending or failing the result ends the source stream too. */
function mapEvents<T, R>(
  source: AsyncIterable<T>,
  map: (event: T) => R | Promise<R>,
): AsyncIterableIterator<R> {
  const iterator = source[Symbol.asyncIterator]();
  const close = async () => {
    try {
      await iterator.return?.();
    } catch {
      // Already ended.
    }
  };
  const mapped: AsyncIterableIterator<R> = {
    async next() {
      const next = await iterator.next();
      if (next.done) return { value: undefined, done: true };
      try {
        return { value: await map(next.value), done: false };
      } catch (error) {
        await close();
        throw error;
      }
    },
    async return() {
      await close();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]: () => mapped,
  };
  return mapped;
}
