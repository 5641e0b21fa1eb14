import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { EventBus } from './event-bus.ts';
import { type Listener, queueOf } from './event-queue.ts';

/**
 * The event bus across api replicas, on Redis streams rather than Redis pub/sub. Pub/sub
 * delivers only to whoever is subscribed at that instant: after Redis restarts, a replica that
 * has not yet subscribed again misses what another replica (already reconnected) publishes, and
 * its open sockets never hear of those changes. A stream keeps each topic's recent events, and
 * every replica reads on from the last id it saw, so a reconnect loses nothing. Streams are kept
 * short and expire: they only bridge a reader's reconnect, not history.
 */
const keyPrefix = 'mise:events:';
/** Events kept per topic (approximately: Redis trims whole nodes). */
const keptPerTopic = 500;
/** A topic nobody published to for this long is removed. */
const keptForMs = 10 * 60_000;
/** How long one read blocks; a new topic wakes it sooner. */
const blockMs = 10_000;
/** Events taken in one read, across topics. */
const readBatch = 500;
/** How long a new listener waits for Redis to say where its topic starts. */
const startTimeoutMs = 2_000;

interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface Topic {
  key: string;
  /** The last id handed out; null until the start is known. */
  lastId: string | null;
  /** Settles once `lastId` is known. */
  started: Promise<void>;
  listeners: Set<Listener>;
}

export function connectRedisStreamBus(redisUrl: string, logger?: Logger): EventBus {
  // While Redis is away a publish fails at once (no offline queue) or within the command
  // timeout, never holding the request that saved the change; the backlog sends it later.
  const publisher = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 2_000,
  });
  // Reads block, so they have a connection of their own; a third one finds where a new topic
  // starts and wakes the reader. Their commands wait out an outage (and the first connect).
  const reader = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const control = new Redis(redisUrl, { maxRetriesPerRequest: null });
  logOutages(publisher, 'publisher', logger);
  logOutages(reader, 'reader', logger);
  logOutages(control, 'control', logger);

  const topics = new Map<string, Topic>();
  // A stream of this process's own, read beside the topics: an event on it ends a blocked read
  // so that a topic listened to meanwhile is read too.
  const wakeKey = `${keyPrefix}wake:${randomUUID()}`;
  // The stream is new, so every wake-up is after 0-0 (`$` would miss one sent between reads).
  let wakeId = '0-0';
  let isClosed = false;

  const wake = () =>
    control
      .multi()
      .xadd(wakeKey, 'MAXLEN', '1', '*', 'wake', '1')
      .pexpire(wakeKey, blockMs * 3)
      .exec()
      .catch(() => {});

  const dispatch = (key: string, entries: [string, string[]][]) => {
    if (key === wakeKey) {
      wakeId = entries.at(-1)?.[0] ?? wakeId;
      return;
    }
    const topic = topics.get(key.slice(keyPrefix.length));
    if (!topic?.lastId) return;
    for (const [id, fields] of entries) {
      topic.lastId = id;
      const payload = parsePayload(fields);
      if (payload === undefined) continue;
      for (const listener of topic.listeners) listener(payload);
    }
  };

  const readLoop = async () => {
    while (!isClosed) {
      const reading = [...topics.values()].filter((topic) => topic.lastId !== null);
      try {
        const answer = (await reader.xread(
          'COUNT',
          readBatch,
          'BLOCK',
          blockMs,
          'STREAMS',
          wakeKey,
          ...reading.map((topic) => topic.key),
          wakeId,
          ...reading.map((topic) => topic.lastId as string),
        )) as [string, [string, string[]][]][] | null;
        for (const [key, entries] of answer ?? []) dispatch(key, entries);
      } catch (error) {
        if (isClosed) return;
        logger?.warn({ err: error }, 'reading change events failed; reading again');
        await new Promise((resolve) => setTimeout(resolve, 1_000).unref());
      }
    }
  };
  const reading = readLoop();

  /** Where a new topic starts: after its newest event, so what is published next is heard. */
  const startOf = async (key: string): Promise<string> => {
    const askedAt = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const newest = await Promise.race([
      control.xrevrange(key, '+', '-', 'COUNT', 1).then(
        (entries) => entries[0]?.[0] ?? '0-0',
        () => null,
      ),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), startTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    // Redis is away: start a little before the question (its ids are its clock in
    // milliseconds), so what the backlogs send once it is back is heard.
    return newest ?? `${askedAt - 2_000}-0`;
  };

  const register = async (name: string, listener: Listener): Promise<() => void> => {
    let topic = topics.get(name);
    if (!topic) {
      const key = keyPrefix + name;
      const created: Topic = {
        key,
        lastId: null,
        started: Promise.resolve(),
        listeners: new Set(),
      };
      created.started = startOf(key).then((id) => {
        created.lastId = id;
        void wake();
      });
      topic = created;
      topics.set(name, created);
    }
    await topic.started;
    // The topic's last listener may have left while it started, taking it out of the read:
    // join it anew then, rather than a topic nobody reads.
    if (topics.get(name) !== topic) return register(name, listener);
    // Listeners that join a topic already read may hear a few events from just before: the
    // subscribers treat events as idempotent (a change applied twice is the same change).
    topic.listeners.add(listener);
    const joined = topic;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size === 0 && topics.get(name) === joined) topics.delete(name);
    };
  };

  return {
    publish: async (topic, payload) => {
      await publisher
        .multi()
        .xadd(
          keyPrefix + topic,
          'MAXLEN',
          '~',
          String(keptPerTopic),
          '*',
          'payload',
          JSON.stringify(payload),
        )
        .pexpire(keyPrefix + topic, keptForMs)
        .exec()
        .then(throwFirstError);
    },
    subscribe: <T>(topic: string) =>
      queueOf<T>((listener) => register(topic, listener as Listener)).iterator,
    listen: async <T>(topic: string) => {
      const queue = queueOf<T>((listener) => register(topic, listener as Listener));
      await queue.registered;
      return queue.iterator;
    },
    close: async () => {
      isClosed = true;
      topics.clear();
      reader.disconnect();
      control.disconnect();
      await reading;
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

function parsePayload(fields: string[]): unknown {
  const index = fields.indexOf('payload');
  if (index < 0) return undefined;
  try {
    return JSON.parse(fields[index + 1] ?? '');
  } catch {
    return undefined;
  }
}

/** A MULTI answers each command's error in place; the first one fails the publish. */
function throwFirstError(results: [Error | null, unknown][] | null): void {
  if (!results) throw new Error('the event was not published (transaction discarded)');
  for (const [error] of results) if (error) throw error;
}

/** ioredis reconnects by itself; an outage is logged once per connection, not per retry. */
function logOutages(connection: Redis, role: string, logger?: Logger): void {
  let isDown = false;
  connection.on('error', (error) => {
    if (!isDown) logger?.warn({ err: error, role }, 'event bus connection lost; reconnecting');
    isDown = true;
  });
  connection.on('ready', () => {
    isDown = false;
  });
}
