import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached list read (a few ms) to a slow photo import (tens of seconds). */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Every instrument the api reports at `/metrics`, in one registry per process (each replica is
 * scraped on its own; Prometheus adds them up). Created once by the composition root and handed
 * to whatever records into it.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Socket figures are read from the subscription server when scraped, not counted by events.
  let sockets: SocketCounts = { openSockets: () => 0, activeSubscriptions: () => 0 };
  // Queue depth is read from the database when scraped (every replica sees the same figures).
  let queueDepth: () => Promise<QueueDepth[]> = async () => [];
  return {
    registry,
    /** Where the socket gauges read their figures (the subscription server, once it runs). */
    countSocketsWith(counts: SocketCounts) {
      sockets = counts;
    },
    /** Where the queue gauge reads its figures (the job queue, once it runs). */
    countJobsWith(depth: () => Promise<QueueDepth[]>) {
      queueDepth = depth;
    },
    jobs: new Histogram({
      name: 'job_duration_seconds',
      help: 'Tries of queued jobs run on this replica, by queue and outcome.',
      labelNames: ['queue', 'outcome'] as const,
      buckets: durationBuckets,
      registers: [registry],
    }),
    queuedJobs: new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting and running, by queue (the same on every replica).',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { queue, waiting, running } of await queueDepth().catch(() => [])) {
          this.set({ queue, state: 'waiting' }, waiting);
          this.set({ queue, state: 'running' }, running);
        }
      },
    }),
    droppedEvents: new Counter({
      name: 'change_events_dropped_total',
      help: 'Change events given up after the event bus stayed unreachable (devices catch up from changes(since)).',
      registers: [registry],
    }),
    httpRequests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: durationBuckets,
      registers: [registry],
    }),
    graphqlOperations: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operations over HTTP by name, type and outcome.',
      labelNames: ['operation', 'type', 'outcome'] as const,
      buckets: durationBuckets,
      registers: [registry],
    }),
    openSockets: new Gauge({
      name: 'graphql_ws_open_sockets',
      help: 'graphql-ws sockets open on this replica.',
      registers: [registry],
      collect() {
        this.set(sockets.openSockets());
      },
    }),
    activeSubscriptions: new Gauge({
      name: 'graphql_ws_active_subscriptions',
      help: 'Subscriptions running on this replica.',
      registers: [registry],
      collect() {
        this.set(sockets.activeSubscriptions());
      },
    }),
    externalCalls: new Histogram({
      name: 'intelligence_call_duration_seconds',
      help: 'Calls to AI models and OCR by service, method, provider and outcome.',
      labelNames: ['service', 'method', 'provider', 'outcome'] as const,
      buckets: durationBuckets,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Jobs waiting and running in one queue. */
export interface QueueDepth {
  queue: string;
  waiting: number;
  running: number;
}

export interface SocketCounts {
  openSockets(): number;
  activeSubscriptions(): number;
}
