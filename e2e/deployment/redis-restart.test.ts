import { afterEach, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../../api/test/private-redis.ts';
import {
  cleanUpAfter,
  expectEveryWriteOnceAndHeard,
  hangMs,
  loadThrough,
  outageMs,
  tearDown,
} from './outage-load.ts';

// Redis restarted under load (outage-load.ts), a server of the test's own: events wait in each
// replica's backlog and the limits count in memory meanwhile, so no request fails; the sockets
// stay open and hear every change once it is back.

afterEach(tearDown);

describe('Redis restarted under load', () => {
  let redis: PrivateRedis;

  it('fails nothing, keeps the sockets, and delivers what changed meanwhile', async () => {
    redis = await startPrivateRedis();
    cleanUpAfter(() => redis.stop());
    const postgresUrl = process.env.DATABASE_URL ?? '';
    const { report, failures, longest } = await loadThrough({
      postgresUrl,
      redisUrl: redis.url,
      down: () => redis.stop(),
      up: () => redis.start(),
    });
    console.log(
      `Redis down ${outageMs} ms: ${failures.length} failed requests; longest request ${longest.toFixed(0)} ms`,
    );
    expect(failures).toEqual([]);
    expect(longest).toBeLessThan(hangMs);
    await expectEveryWriteOnceAndHeard(report);
  });
});
