import { getPriority, setPriority } from 'node:os';
import { expect } from 'vitest';
import { type Deployment, startDeployment, waitFor } from './deployment.ts';
import {
  checkAcknowledged,
  type LoadCook,
  type LoadFailure,
  prepareCooks,
  runLoad,
  startRecipePages,
  unheard,
} from './load-mix.ts';

// What the restart tests share: the mixed load of load-mix.ts on a fresh deployment (two
// replicas behind nginx), a server taken down a third of the way in and brought back, and the
// checks that follow. The devices send a failed write again as it was, as the app's queue does.

const full = process.env.STRESS === '1';
export const devices = full ? 100 : 30;
export const seconds = full ? 40 : 14;
const cookCount = devices / 10;
/** How long each server stays down. */
export const outageMs = 2_000;
/** A request longer than this is a hang: far beyond any answer, 503 included. */
export const hangMs = 10_000;

let deployment: Deployment | undefined;
let cooks: LoadCook[] = [];
const cleanups: (() => Promise<void>)[] = [];

/** Stops the deployment and the file's own servers; call from the test file's afterEach. */
export async function tearDown(): Promise<void> {
  await Promise.all(cooks.map((cook) => cook.socket.dispose()));
  cooks = [];
  await deployment?.stop();
  deployment = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** Something to stop or remove once the test is over, after the deployment. */
export function cleanUpAfter(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/**
 * Runs the load on a fresh deployment and, `seconds / 3` in, takes a server down for `outageMs`;
 * answers what happened around it.
 */
export async function loadThrough(options: {
  postgresUrl: string;
  redisUrl: string;
  down: () => Promise<void>;
  up: () => Promise<void>;
}) {
  const pages = await startRecipePages();
  cleanups.push(() => pages.close());
  deployment = await startDeployment({
    postgresUrl: options.postgresUrl,
    redisUrl: options.redisUrl,
    replicas: 2,
    behindBalancer: 2,
    env: { ALLOW_PRIVATE_IMPORT_URLS: 'true', LOG_LEVEL: 'error' },
  });
  const baseUrl = deployment.url;
  // The devices yield the two cores to the servers (see load.test.ts); once per process, as
  // what it starts afterwards inherits the priority.
  if (getPriority() < 10) setPriority(10);
  cooks = await prepareCooks(baseUrl, cookCount);
  const failures: LoadFailure[] = [];
  const outage = { downAt: 0, upAt: 0, servedAt: 0 };
  const fault = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1_000) / 3));
    outage.downAt = Date.now();
    await options.down();
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    await options.up();
    outage.upAt = Date.now();
    // Served again: a read that needs the database answers through the balancer.
    await waitFor(
      'a recipe list through the balancer',
      async () =>
        (
          await fetch(`${baseUrl}/api/recipes`, {
            headers: { authorization: `Bearer ${cooks[0]?.token}` },
          })
        ).ok,
      30_000,
    );
    outage.servedAt = Date.now();
  })();
  const report = await runLoad({
    baseUrl,
    cooks,
    devices,
    seconds,
    pagesUrl: pages.url,
    pauseMs: [200, 600],
    retryWrites: true,
    onFailure: (failure) => failures.push(failure),
  });
  await fault;
  const longest = Math.max(...[...report.latencies.values()].flat(), ...failures.map((f) => f.ms));
  return { report, failures, outage, longest };
}

export async function expectEveryWriteOnceAndHeard(
  report: Awaited<ReturnType<typeof loadThrough>>['report'],
) {
  const url = deployment?.url ?? '';
  const { problems, checked } = await checkAcknowledged(url, cooks, report.acknowledged);
  expect(checked).toBeGreaterThan(devices * 2);
  expect(problems).toEqual([]);
  await waitFor(
    'every acknowledged write heard',
    () => unheard(cooks, report.acknowledged).length === 0,
  ).catch(() => {});
  expect(unheard(cooks, report.acknowledged)).toEqual([]);
}
