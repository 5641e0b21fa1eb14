import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub } from 'graphql-subscriptions';
import { Redis } from 'ioredis';

/**
 * Where services announce changes and subscriptions listen. In memory for one process; with Redis,
 * several api replicas behind a load balancer deliver events published on any of them.
 * Payloads are plain JSON so they survive the trip through Redis.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe<T>(topic: string): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

export function createEventBus(redisUrl?: string): EventBus {
  if (!redisUrl) {
    const pubsub = new PubSub();
    return {
      publish: (topic, payload) => pubsub.publish(topic, payload),
      subscribe: <T>(topic: string) => pubsub.asyncIterableIterator<T>(topic),
      close: async () => {},
    };
  }
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const pubsub = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (topic, payload) => pubsub.publish(topic, payload),
    subscribe: <T>(topic: string) => pubsub.asyncIterableIterator<T>(topic),
    close: async () => {
      await pubsub.close();
    },
  };
}

/** Topic names, one stream per user so nobody receives another user's changes. */
export const topics = {
  recipeChanged: (userId: string) => `recipe-changed.${userId}`,
  shoppingListChanged: (userId: string) => `shopping-list-changed.${userId}`,
  importProgressed: (userId: string, importId: string) => `import-progressed.${userId}.${importId}`,
};
