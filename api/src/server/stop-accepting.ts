import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long a connection accepted just before the port closed has to send its request. */
const acceptedGraceMs = 1000;

/**
 * Closes the listening port without touching the connections already accepted. Node's HTTP
 * `close()` also drops every connection that has no request yet, and a connection a balancer
 * opened a moment before carries its request a moment later: dropped, that request fails with
 * no answer, and a balancer may not send a write again. Here the port closes first (the balancer
 * sends new requests to another replica), those connections get a moment to be read, and only
 * then does the app close (in-flight requests still finish).
 */
export async function stopAccepting(server: Server): Promise<void> {
  if (!server.listening) return;
  await new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
    // The callback above waits for every connection; the port itself is closed at once.
    setTimeout(resolve, acceptedGraceMs);
  });
}
