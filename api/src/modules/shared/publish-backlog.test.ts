import { describe, expect, it, vi } from 'vitest';
import type { EventBus } from './event-bus.ts';
import { withPublishBacklog } from './publish-backlog.ts';

/** A bus whose Redis is down until `recover()`; what reached it, in order. */
function flakyBus() {
  let isDown = true;
  const sent: [string, unknown][] = [];
  const bus: EventBus = {
    publish: async (topic, payload) => {
      if (isDown) throw new Error('Connection is closed.');
      sent.push([topic, payload]);
    },
    subscribe: () => {
      throw new Error('not used');
    },
    listen: () => {
      throw new Error('not used');
    },
    close: async () => {},
  };
  return { bus, sent, recover: () => (isDown = false) };
}

const silent = { warn: () => {}, error: () => {} };

describe('publishing with a backlog', () => {
  it('answers at once while the bus is down, then sends each topic in order', async () => {
    vi.useFakeTimers();
    try {
      const { bus, sent, recover } = flakyBus();
      const events = withPublishBacklog(bus, { logger: silent });
      await events.publish('list.a', 1);
      await events.publish('list.b', 'x');
      await events.publish('list.a', 2);
      expect(sent).toEqual([]);
      recover();
      await vi.advanceTimersByTimeAsync(1_000);
      // A later event of a waiting topic queues behind it instead of overtaking it.
      await events.publish('list.a', 3);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sent.filter(([topic]) => topic === 'list.a').map(([, payload]) => payload)).toEqual([
        1, 2, 3,
      ]);
      expect(sent).toContainEqual(['list.b', 'x']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a topic up after its time, and says so', async () => {
    vi.useFakeTimers();
    try {
      const { bus, sent } = flakyBus();
      const dropped: string[] = [];
      const error = vi.fn();
      const events = withPublishBacklog(bus, {
        logger: { warn: () => {}, error },
        giveUpAfterMs: 5_000,
        onDropped: (topic) => dropped.push(topic),
      });
      await events.publish('list.a', 1);
      await events.publish('list.a', 2);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(sent).toEqual([]);
      expect(dropped).toEqual(['list.a', 'list.a']);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ topic: 'list.a', count: 2 }),
        'change events dropped',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most its bound of events waiting', async () => {
    const { bus } = flakyBus();
    const dropped: string[] = [];
    const events = withPublishBacklog(bus, {
      logger: silent,
      maxWaiting: 2,
      onDropped: (topic) => dropped.push(topic),
    });
    for (let index = 0; index < 5; index += 1) await events.publish('list.a', index);
    expect(dropped).toHaveLength(3);
    await events.close();
  });
});
