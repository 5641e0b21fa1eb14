import { type Listener, queueOf } from './event-queue.ts';
import { type PublishBacklogOptions, withPublishBacklog } from './publish-backlog.ts';
import { connectRedisStreamBus } from './redis-stream-bus.ts';

/**
 * Where services announce changes and subscriptions listen. In memory for one process; with Redis,
 * several api replicas behind a load balancer deliver events published on any of them
 * (redis-stream-bus.ts). Payloads are plain JSON so they survive the trip through Redis.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe<T>(topic: string): AsyncIterableIterator<T>;
  /**
   * Like subscribe, but resolves only once the subscription is registered (with Redis: once
   * its place in the topic's stream is known), so everything published afterwards is received.
   */
  listen<T>(topic: string): Promise<AsyncIterableIterator<T>>;
  close(): Promise<void>;
}

export function createEventBus(redisUrl?: string, backlog?: PublishBacklogOptions): EventBus {
  const bus = redisUrl ? connectRedisStreamBus(redisUrl, backlog?.logger) : inMemoryEventBus();
  return backlog ? withPublishBacklog(bus, backlog) : bus;
}

/** One process: a listener hears what is published after it registered. */
function inMemoryEventBus(): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const register = async (topic: string, listener: Listener) => {
    const topicListeners = listeners.get(topic) ?? new Set();
    listeners.set(topic, topicListeners);
    topicListeners.add(listener);
    return () => {
      topicListeners.delete(listener);
      if (topicListeners.size === 0) listeners.delete(topic);
    };
  };
  return {
    publish: async (topic, payload) => {
      for (const listener of [...(listeners.get(topic) ?? [])]) listener(payload);
    },
    subscribe: <T>(topic: string) =>
      queueOf<T>((listener) => register(topic, listener as Listener)).iterator,
    listen: async <T>(topic: string) => {
      const queue = queueOf<T>((listener) => register(topic, listener as Listener));
      await queue.registered;
      return queue.iterator;
    },
    close: async () => listeners.clear(),
  };
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
