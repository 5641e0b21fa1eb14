import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../src/modules/shared/event-bus.ts';
import { type PrivateRedis, startPrivateRedis } from './private-redis.ts';

// Two replicas' event buses on one Redis of the file's own, which the tests restart: what one
// replica publishes, the other's listeners hear, in order, across a restart of Redis too.

let redis: PrivateRedis;
const buses: EventBus[] = [];
const quiet = { warn: () => {}, error: () => {} };

/** A replica's bus as main.ts makes it: with the backlog that holds events while Redis is away. */
function replica(): EventBus {
  const bus = createEventBus(redis.url, { logger: quiet });
  buses.push(bus);
  return bus;
}

async function take<T>(events: AsyncIterableIterator<T>, count: number): Promise<T[]> {
  const taken: T[] = [];
  while (taken.length < count) {
    const next = await events.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}

beforeAll(async () => {
  redis = await startPrivateRedis();
});

afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

afterAll(async () => {
  await redis.stop();
});

describe('the event bus on Redis', () => {
  it("delivers one replica's events to another's listeners, in order", async () => {
    const [one, two] = [replica(), replica()];
    const heard = await two.listen<{ n: number }>('orders.cook-1');
    for (let n = 0; n < 50; n += 1) await one.publish('orders.cook-1', { n });
    await one.publish('orders.cook-2', { n: -1 });
    expect((await take(heard, 50)).map((event) => event.n)).toEqual(
      Array.from({ length: 50 }, (_, n) => n),
    );
    await heard.return?.();
  });

  it('loses nothing across a Redis restart, whichever replica reconnects first', async () => {
    const [one, two, three] = [replica(), replica(), replica()];
    const heard = await two.listen<{ n: number }>('restart.cook');
    await one.publish('restart.cook', { n: 0 });
    expect(await take(heard, 1)).toEqual([{ n: 0 }]);

    await redis.stop();
    // Sent while Redis is away: each waits in the publishing replica's backlog.
    await one.publish('restart.cook', { n: 1 });
    await one.publish('restart.cook', { n: 2 });
    await redis.start();
    // Published by a third replica as soon as its connection is back, maybe before the listening
    // replica's: with pub/sub that event was lost; the stream keeps it for the reader.
    await three.publish('restart.cook', { n: 3 });
    const after = (await take(heard, 3)).map((event) => event.n);
    expect(after.sort((a, b) => a - b)).toEqual([1, 2, 3]);
    await heard.return?.();
  });

  it('hears, once Redis is back, a topic listened to while it was away', async () => {
    const [one, two] = [replica(), replica()];
    await redis.stop();
    const heard = await two.listen<{ n: number }>('late.cook');
    await one.publish('late.cook', { n: 1 });
    await redis.start();
    expect(await take(heard, 1)).toEqual([{ n: 1 }]);
    await heard.return?.();
  });

  it('keeps a short stream per topic that expires', async () => {
    const one = replica();
    // Once the first is heard the publisher is connected: the rest go straight to Redis.
    const heard = await one.listen<{ n: number }>('kept.cook');
    await one.publish('kept.cook', { n: 0 });
    await take(heard, 1);
    for (let n = 1; n < 1_200; n += 1) await one.publish('kept.cook', { n });
    expect((await take(heard, 1_199)).at(-1)).toEqual({ n: 1_199 });
    const direct = new Redis(redis.url);
    try {
      const length = await direct.xlen('mise:events:kept.cook');
      expect(length).toBeGreaterThanOrEqual(500);
      expect(length).toBeLessThan(1_200);
      expect(await direct.pttl('mise:events:kept.cook')).toBeGreaterThan(0);
    } finally {
      direct.disconnect();
    }
  });

  it('stops delivering to a listener that returned, and to nobody after close', async () => {
    const [one, two] = [replica(), replica()];
    const first = await two.listen<{ n: number }>('stop.cook');
    const second = await two.listen<{ n: number }>('stop.cook');
    await first.return?.();
    await one.publish('stop.cook', { n: 1 });
    expect(await take(second, 1)).toEqual([{ n: 1 }]);
    expect(await first.next()).toEqual({ value: undefined, done: true });
    await second.return?.();
  });
});
