import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { Redis } from 'ioredis';
import { type PublishBacklogOptions, withPublishBacklog } from './publish-backlog.ts';

/**
 * Where services announce changes and subscriptions listen. In memory for one process; with Redis,
 * several api replicas behind a load balancer deliver events published on any of them.
 * Payloads are plain JSON so they survive the trip through Redis.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe<T>(topic: string): AsyncIterableIterator<T>;
  /**
   * Like subscribe, but resolves only once the subscription is registered (with Redis: once
   * Redis confirmed it), so everything published afterwards is received.
   */
  listen<T>(topic: string): Promise<AsyncIterableIterator<T>>;
  close(): Promise<void>;
}

export function createEventBus(redisUrl?: string, backlog?: PublishBacklogOptions): EventBus {
  const bus = connectEventBus(redisUrl, backlog?.logger);
  return backlog ? withPublishBacklog(bus, backlog) : bus;
}

function connectEventBus(redisUrl?: string, logger?: PublishBacklogOptions['logger']): EventBus {
  if (!redisUrl) {
    const pubsub = new PubSub();
    return {
      publish: (topic, payload) => pubsub.publish(topic, payload),
      subscribe: <T>(topic: string) => pubsub.asyncIterableIterator<T>(topic),
      listen: <T>(topic: string) => listenTo<T>(pubsub, topic),
      close: async () => {},
    };
  }
  // While Redis is away a publish fails at once (no offline queue) or within the command
  // timeout, never holding the request that saved the change; the backlog sends it later.
  const publisher = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 2_000,
  });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  // ioredis reconnects by itself; an outage is logged once per connection, not per retry.
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let isDown = false;
    connection.on('error', (error) => {
      if (!isDown) logger?.warn({ err: error, role }, 'event bus connection lost; reconnecting');
      isDown = true;
    });
    connection.on('ready', () => {
      isDown = false;
    });
  }
  const pubsub = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (topic, payload) => pubsub.publish(topic, payload),
    subscribe: <T>(topic: string) => pubsub.asyncIterableIterator<T>(topic),
    listen: <T>(topic: string) => listenTo<T>(pubsub, topic),
    close: async () => {
      // Listeners that stopped just before have unsubscribe commands in flight that nobody
      // awaits; Redis answers in order, so once these are answered those are too.
      await Promise.allSettled([subscriber.unsubscribe(), subscriber.punsubscribe()]);
      await pubsub.close();
    },
  };
}

/**
 * How long `listen` waits for the subscription to be confirmed. With Redis away it never is
 * until Redis returns; the caller goes on without the guarantee (it reads outcomes from the
 * database as well) instead of hanging, and events flow once the subscription lands.
 */
const listenConfirmationMs = 2_000;

/** A queue over `engine.subscribe`, handed out once the engine has registered the listener. */
async function listenTo<T>(engine: PubSubEngine, topic: string): Promise<AsyncIterableIterator<T>> {
  const queued: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let isDone = false;
  const subscribed = engine.subscribe(
    topic,
    (payload: T) => {
      const next = waiting.shift();
      if (next) next({ value: payload, done: false });
      else queued.push(payload);
    },
    {},
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    subscribed.catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, listenConfirmationMs);
    }),
  ]);
  clearTimeout(timer);
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!isDone) {
      isDone = true;
      subscribed.then((id) => engine.unsubscribe(id)).catch(() => {});
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
  return iterator;
}

/** Topic names, one stream per user so nobody receives another user's changes. */
export const topics = {
  recipeChanged: (userId: string) => `recipe-changed.${userId}`,
  shoppingListChanged: (userId: string) => `shopping-list-changed.${userId}`,
  importProgressed: (userId: string, importId: string) => `import-progressed.${userId}.${importId}`,
  /** The steps of one turn of the assistant (ChatTurnEvent), for the cook's subscription. */
  chatTurn: (userId: string, turnId: string) => `chat-turn.${userId}.${turnId}`,
  /** Stop that turn, on whichever replica runs it. */
  chatTurnCancelled: (userId: string, turnId: string) => `chat-turn-cancelled.${userId}.${turnId}`,
  /** `{ sessionIds }` of sessions that ended (sign-out): their sockets close on every replica. */
  sessionsEnded: () => 'sessions-ended',
};
