import { CloseCode } from 'graphql-ws';
import type { Authenticate, AuthenticatedViewer } from '../auth/authenticate.ts';

/** Why a socket lost its rights; the reason travels with the 4403 close frame. */
export const socketEndReasons = {
  sessionEnded: 'Forbidden: the session has ended',
  tokenExpired: 'Forbidden: the access token has expired',
  otherUser: 'Forbidden: a token of another user',
} as const;

/** setTimeout's ceiling (about 24.8 days); a token living longer is re-armed in steps. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * The rights of one graphql-ws socket, kept in step with the session that opened it.
 *
 * Authorization is not a one-time thing at connect: the socket is closed with 4403 (which
 * graphql-ws clients answer by reconnecting with fresh connection params) when its access token
 * expires, unless the client sent a newer token over the socket first, and when its session
 * ends. Every operation is checked again before it runs.
 */
export class SocketSession {
  private viewer: AuthenticatedViewer | null = null;
  private authorization: string | undefined;
  private expiryTimer: NodeJS.Timeout | null = null;
  private isEnded = false;
  private disposers: Array<() => void> = [];

  constructor(
    private readonly authenticate: Authenticate,
    private readonly close: (code: number, reason: string) => void,
    /** Keeps the registry of sockets per session in step with the token in use. */
    private readonly onSessionChange: (previous: string | null, next: string | null) => void,
  ) {}

  /** The signed-in viewer, or null when the socket has no rights (yet or any more). */
  get current(): AuthenticatedViewer | null {
    return this.isEnded ? null : this.viewer;
  }

  /** Checks the token of the connection_init message; false refuses the socket. */
  async open(authorization: string | undefined): Promise<boolean> {
    const viewer = await this.verify(authorization);
    if (!viewer) return false;
    this.adopt(viewer, authorization);
    return true;
  }

  /**
   * A newer token sent over the open socket (the client refreshed its session). It must be
   * the same user's; a token that fails ends the socket rather than leaving the old one in use.
   */
  async renew(authorization: string): Promise<void> {
    if (this.isEnded || !this.viewer) return;
    const viewer = await this.verify(authorization);
    if (!viewer) return this.end(socketEndReasons.sessionEnded);
    if (viewer.id !== this.viewer.id) return this.end(socketEndReasons.otherUser);
    this.adopt(viewer, authorization);
  }

  /**
   * Before each operation: the token must still be valid and its session still exist (the
   * authenticator asks the database at most every few seconds). A socket that fails is closed.
   */
  async assertActive(): Promise<AuthenticatedViewer | null> {
    if (this.isEnded || !this.viewer) return null;
    if (this.viewer.expiresAt * 1000 <= Date.now()) {
      this.end(socketEndReasons.tokenExpired);
      return null;
    }
    const viewer = await this.verify(this.authorization);
    if (!viewer) {
      this.end(socketEndReasons.sessionEnded);
      return null;
    }
    return this.current;
  }

  /** Closes the socket for good with 4403; subscriptions on it stop with it. */
  end(reason: string): void {
    this.closeWith(CloseCode.Forbidden, reason);
  }

  /** Closes the socket for good with `code` (4429 when the cook holds too many). */
  closeWith(code: number, reason: string): void {
    if (this.isEnded) return;
    this.isEnded = true;
    this.dispose();
    this.close(code, reason);
  }

  /** Releases the timer and the registry entries (the socket closed by itself). */
  dispose(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (this.viewer?.sessionId) this.onSessionChange(this.viewer.sessionId, null);
    for (const release of this.disposers.splice(0)) release();
  }

  /** Runs `release` once, when the socket closes or is closed. */
  onDispose(release: () => void): void {
    this.disposers.push(release);
  }

  private async verify(authorization: string | undefined) {
    try {
      return await this.authenticate(authorization);
    } catch {
      return null;
    }
  }

  private adopt(viewer: AuthenticatedViewer, authorization: string | undefined) {
    const previous = this.viewer?.sessionId ?? null;
    this.viewer = viewer;
    this.authorization = authorization;
    if (previous !== viewer.sessionId) this.onSessionChange(previous, viewer.sessionId);
    this.armExpiry();
  }

  private armExpiry() {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    const expiresAt = (this.viewer?.expiresAt ?? 0) * 1000;
    const wait = Math.max(0, expiresAt - Date.now());
    this.expiryTimer = setTimeout(
      () => (Date.now() >= expiresAt ? this.end(socketEndReasons.tokenExpired) : this.armExpiry()),
      Math.min(wait, maxTimerMs),
    );
    // A pending expiry must not keep a shutting-down process alive.
    this.expiryTimer.unref();
  }
}
