import type { EventBus } from './event-bus.ts';

export interface PublishBacklogOptions {
  logger: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Events waiting across all topics; past it the newest are dropped (and logged). */
  maxWaiting?: number;
  /** How long a topic's backlog is retried before it is given up (and logged). */
  giveUpAfterMs?: number;
  /** Called for each event given up, for the metrics. */
  onDropped?: (topic: string) => void;
}

/**
 * Publishing after a commit is best-effort: a change that was saved is answered as saved even
 * when the event bus (Redis) is down, instead of failing the request and inviting a retry that
 * would write it twice. An event that could not be sent waits in its topic's backlog, in order,
 * and is retried with back-off; later events of that topic queue behind it, so no subscriber sees
 * them out of order. Devices that miss events catch up from the list's `changes(since)` and the
 * recipes' versions.
 */
export function withPublishBacklog(bus: EventBus, options: PublishBacklogOptions): EventBus {
  const maxWaiting = options.maxWaiting ?? 10_000;
  const giveUpAfterMs = options.giveUpAfterMs ?? 120_000;
  const backlogs = new Map<string, { payloads: unknown[]; since: number }>();
  let waiting = 0;
  let isClosed = false;

  const drop = (topic: string, count: number, reason: string) => {
    options.logger.error({ topic, count, reason }, 'change events dropped');
    for (let index = 0; index < count; index += 1) options.onDropped?.(topic);
  };

  const drain = async (topic: string) => {
    const backlog = backlogs.get(topic);
    let delayMs = 250;
    while (backlog && backlog.payloads.length > 0 && !isClosed) {
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      try {
        while (backlog.payloads.length > 0) {
          await bus.publish(topic, backlog.payloads[0]);
          backlog.payloads.shift();
          waiting -= 1;
        }
      } catch {
        if (Date.now() - backlog.since > giveUpAfterMs) {
          drop(topic, backlog.payloads.length, 'the event bus stayed unreachable');
          waiting -= backlog.payloads.length;
          backlog.payloads.length = 0;
        }
        delayMs = Math.min(delayMs * 2, 10_000);
      }
    }
    backlogs.delete(topic);
  };

  return {
    ...bus,
    subscribe: (topic) => bus.subscribe(topic),
    listen: (topic) => bus.listen(topic),
    publish: async (topic, payload) => {
      const backlog = backlogs.get(topic);
      if (backlog) {
        if (waiting >= maxWaiting) return drop(topic, 1, 'the backlog is full');
        backlog.payloads.push(payload);
        waiting += 1;
        return;
      }
      try {
        await bus.publish(topic, payload);
      } catch (error) {
        options.logger.warn(
          { err: error, topic },
          'change event not sent; retrying in the background',
        );
        if (waiting >= maxWaiting) return drop(topic, 1, 'the backlog is full');
        backlogs.set(topic, { payloads: [payload], since: Date.now() });
        waiting += 1;
        void drain(topic);
      }
    },
    close: async () => {
      isClosed = true;
      if (waiting > 0) drop('*', waiting, 'the server stopped');
      await bus.close();
    },
  };
}
