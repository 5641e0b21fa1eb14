import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanUpAfter,
  expectEveryWriteOnceAndHeard,
  hangMs,
  loadThrough,
  tearDown,
} from './outage-load.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';

// The database restarted under load (outage-load.ts), a cluster of the test's own: while it is
// down, requests are answered 503 with Retry-After and none hangs; it is served again within
// 5 s of being back, and no acknowledged write is lost or doubled.

afterEach(tearDown);

describe('PostgreSQL restarted under load', () => {
  let postgres: PrivatePostgres;

  it('answers 503 meanwhile, none hangs, serves again within 5 s, and loses no acknowledged write', async () => {
    postgres = await startPrivatePostgres();
    cleanUpAfter(() => postgres.remove());
    const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? '';
    const { report, failures, outage, longest } = await loadThrough({
      postgresUrl: postgres.url,
      redisUrl,
      down: () => postgres.stop(),
      up: () => postgres.start(),
    });
    const recoveryMs = outage.servedAt - outage.upAt;
    console.log(
      `PostgreSQL down ${outage.upAt - outage.downAt} ms: ${failures.length} requests answered 503, served again ${recoveryMs} ms after it was back; longest request ${longest.toFixed(0)} ms`,
    );
    expect(failures.length).toBeGreaterThan(0);
    expect(
      failures.filter(
        (failure) => failure.status !== 503 || !failure.body.includes('SERVICE_UNAVAILABLE'),
      ),
    ).toEqual([]);
    // Every refusal falls in the outage, or in the moments the replicas take to reconnect.
    expect(
      failures.filter(
        (failure) => failure.at < outage.downAt || failure.at > outage.servedAt + 1_000,
      ),
    ).toEqual([]);
    expect(recoveryMs).toBeLessThan(5_000);
    expect(longest).toBeLessThan(hangMs);
    await expectEveryWriteOnceAndHeard(report);
  });
});
