import { once } from 'node:events';
import { createServer } from 'node:http';

export interface StartupResponder {
  close(): Promise<void>;
}

/**
 * Holds the app's port while the database opens and migrates (which may wait on another
 * replica's migration lock): `/livez` answers that the process lives, `/readyz` and everything
 * else 503 with Retry-After, so probes and clients learn it is starting rather than finding
 * nothing. Closed just before the app itself listens on the port.
 */
export async function startStartupResponder(options: {
  port: number;
  host: string;
}): Promise<StartupResponder> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const isAlive = path === '/livez';
    const body = isAlive
      ? { status: 'alive' }
      : path === '/readyz'
        ? { status: 'starting' }
        : {
            error: {
              code: 'UNAVAILABLE',
              message: 'The server is starting. Try again in a few seconds.',
            },
          };
    response.writeHead(isAlive ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(isAlive ? {} : { 'retry-after': '5' }),
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
