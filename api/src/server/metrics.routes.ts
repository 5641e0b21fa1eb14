import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../observability/metrics.ts';

/**
 * Prometheus' scrape target, one per replica. The load balancer does not pass `/metrics` on
 * (deploy/nginx): Prometheus reaches each replica directly, from inside the deployment.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics): void {
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics()),
  );
}
