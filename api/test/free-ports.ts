import { createServer } from 'node:net';

/**
 * `count` distinct free loopback ports. Each is held until all are chosen: a port closed at once
 * may be handed out again by the next request, and an api's two servers would then share one.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => {
              const address = server.address();
              resolve(typeof address === 'object' && address ? address.port : 0);
            });
          }),
      ),
    );
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(null)))),
    );
  }
}
