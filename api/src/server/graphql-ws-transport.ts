import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, type Server } from 'graphql-ws';
import type { Logger } from 'pino';
import type { WebSocket, WebSocketServer } from 'ws';

/** How often an idle socket is pinged; one that does not answer in as long is dropped. */
const keepAliveMs = 12_000;

/**
 * Runs a graphql-ws `Server` over the `ws` sockets, as `graphql-ws/use/ws` does, but a client
 * that breaks the protocol costs one warning line (that library prints a stack trace to the
 * console for each), and the caller sees each socket as it opens and closes.
 */
export function serveGraphqlWs<E>(
  sockets: WebSocketServer,
  server: Server<E>,
  options: {
    logger: Logger;
    /** The per-socket value handed to the server's hooks as `ctx.extra`. */
    extraFor: (socket: WebSocket, request: IncomingMessage) => E;
    onClose?: (extra: E) => void;
  },
) {
  const { logger } = options;
  sockets.options.handleProtocols = handleProtocols;
  sockets.on('error', (error) => logger.error({ err: error }, 'WebSocket server error'));

  sockets.on('connection', (socket, request) => {
    // A frame that breaks the WebSocket protocol (bad UTF-8, over the size limit): ws has
    // already closed the socket with the matching code; one line says so.
    socket.once('error', (error: Error & { code?: string }) =>
      logger.warn({ code: error.code, reason: error.message }, 'WebSocket protocol error'),
    );

    let pongWait: NodeJS.Timeout | null = null;
    const pingInterval = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), keepAliveMs);
      socket.once('pong', () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, keepAliveMs);

    const extra = options.extraFor(socket, request);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', async (data) => {
            try {
              await handle(String(data));
            } catch (error) {
              if (isProtocolViolation(error)) {
                logger.warn({ reason: (error as Error).message }, 'graphql-ws protocol error');
                socket.close(CloseCode.BadRequest, 'Invalid message received');
              } else {
                logger.error({ err: error }, 'graphql-ws message handling failed');
                socket.close(CloseCode.InternalServerError, 'Internal server error');
              }
            }
          }),
      },
      extra,
    );

    socket.once('close', (code, reason) => {
      if (pongWait) clearTimeout(pongWait);
      clearInterval(pingInterval);
      options.onClose?.(extra);
      void closed(code, String(reason));
    });
  });

  return {
    /** Closes every socket with 1001 (going away) so clients reconnect to another replica. */
    dispose: async () => {
      for (const client of sockets.clients) client.close(1001, 'Going away');
      sockets.removeAllListeners();
      await new Promise<void>((resolve, reject) =>
        sockets.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** graphql-ws throws this for a well-formed message of a type the protocol does not have. */
function isProtocolViolation(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Unexpected message of type');
}
