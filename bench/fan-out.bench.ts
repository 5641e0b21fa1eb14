// Fan-out across replicas: 1,000 graphql-ws subscribers of one cook's recipe changes, connected
// through the load balancer to two api replicas (round robin splits them), and changes made
// alternately on each replica. The deployment is CI's (e2e/deployment): replicas from
// release/api on PostgreSQL and Redis behind Debian's nginx. Latency is from sending the
// mutation to each subscriber's receipt of its event (the mutation's own time included, and
// printed apart), after four changes that warm the replicas up and are not counted. Needs the release folders (npx -y pnpm@10 run release), nginx, PostgreSQL and
// Redis (DATABASE_URL, REDIS_URL; the machine's by default). Prints a Markdown table.
import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import {
  graphql,
  signUp,
  socketClient,
  startDeployment,
  waitFor,
} from '../e2e/deployment/deployment.ts';
import { metricOf } from '../e2e/deployment/replicas.ts';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const events = Number(process.env.BENCH_EVENTS ?? 20);
/** Changes made first and not counted: each replica's first ones compile and warm its caches. */
const warmUpEvents = 4;

const deployment = await startDeployment({
  postgresUrl,
  redisUrl,
  replicas: 2,
  behindBalancer: 2,
  // BENCH_REPLICA_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=…' profiles the replicas.
  env: { LOG_LEVEL: 'warn', NODE_OPTIONS: process.env.BENCH_REPLICA_NODE_OPTIONS ?? '' },
});
const clients: Client[] = [];
try {
  const cook = await signUp(deployment.url);
  const received: Map<number, number>[] = [];
  for (let index = 0; index < subscribers; index += 1) {
    // BENCH_DIRECT=1 connects the subscribers to the replicas themselves, without the balancer.
    const replicaUrl = deployment.replicas[index % deployment.replicas.length]?.url;
    const origin = process.env.BENCH_DIRECT && replicaUrl ? replicaUrl : deployment.url;
    const client = socketClient(origin, cook.accessToken);
    clients.push(client);
    const arrivals = new Map<number, number>();
    received.push(arrivals);
    client.subscribe<{ recipeChanged: { recipeId: number } }>(
      { query: 'subscription { recipeChanged { recipeId } }' },
      {
        next: (result) => {
          const id = result.data?.recipeChanged.recipeId;
          if (id !== undefined) arrivals.set(id, performance.now());
        },
        error: () => {},
        complete: () => {},
      },
    );
  }
  await waitFor(
    `${subscribers} subscriptions to run`,
    async () => {
      const counts = await Promise.all(
        deployment.replicas.map((replica) => metricOf(replica, 'graphql_ws_active_subscriptions')),
      );
      return counts.reduce((sum, count) => sum + count, 0) === subscribers;
    },
    120_000,
  );
  const split = await Promise.all(
    deployment.replicas.map((replica) => metricOf(replica, 'graphql_ws_active_subscriptions')),
  );

  const latencies: number[] = [];
  const mutationMs: number[] = [];
  for (let event = -warmUpEvents; event < events; event += 1) {
    // Alternately on each replica, directly: published on either.
    const replica = deployment.replicas[(event + warmUpEvents) % deployment.replicas.length];
    if (!replica) throw new Error('no replica');
    const sent = performance.now();
    const { data } = await graphql<{ createRecipe: { recipe: { id: number } } }>(
      replica.url,
      cook.accessToken,
      `mutation Create($input: RecipeInput!) {
        createRecipe(input: $input) { ... on CreateRecipeSuccess { recipe { id } } }
      }`,
      {
        input: {
          name: `Fan-out ${randomUUID().slice(0, 6)}`,
          ingredients: ['salt'],
          instructions: ['Stir.'],
        },
      },
    );
    const took = performance.now() - sent;
    const id = data.createRecipe.recipe.id;
    await waitFor(`event ${event} at every subscriber`, () =>
      received.every((arrivals) => arrivals.has(id)),
    );
    if (event >= 0) {
      mutationMs.push(took);
      for (const arrivals of received) latencies.push((arrivals.get(id) ?? 0) - sent);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  latencies.sort((a, b) => a - b);
  mutationMs.sort((a, b) => a - b);
  const at = (values: number[], share: number) =>
    values[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
  console.log(`subscribers per replica: ${split.join(' / ')}`);
  console.log('| deliveries | p50 | p99 | max | mutation p50 |');
  console.log('|---:|---:|---:|---:|---:|');
  console.log(
    `| ${latencies.length} | ${at(latencies, 0.5).toFixed(1)} ms | ${at(latencies, 0.99).toFixed(1)} ms | ${at(latencies, 1).toFixed(1)} ms | ${at(mutationMs, 0.5).toFixed(1)} ms |`,
  );
  const p99 = at(latencies, 0.99);
  console.log(
    p99 <= 50 ? 'goal met: p99 ≤ 50 ms' : `goal missed: p99 ${p99.toFixed(1)} ms > 50 ms`,
  );
} finally {
  await Promise.all(clients.map((client) => client.dispose()));
  await deployment.stop();
}
