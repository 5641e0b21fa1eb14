import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { Redis } from 'ioredis';
import type { AuthMailer } from './auth-mailer.ts';
import type { AuthRateLimiter } from './auth-rate-limiter.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { OAuthProvider } from './oauth/oauth-providers.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import type { ActiveSigningKey } from './signing-keys.ts';
import type { TokenVerifier } from './token-verifier.ts';

/** What the composition root hands the embedded auth. */
export interface AuthRoutesDependencies {
  orm: MikroORM;
  /** The key new access tokens are signed with (the one published as JWKS). */
  signingKey: () => ActiveSigningKey;
  /** The api's own access-token verifier, so /auth/v1 accepts exactly what the api accepts. */
  verifyToken: TokenVerifier;
  mailer: AuthMailer;
  settings: AuthSettings;
  /** Google and GitHub, when their client id and secret are configured. */
  oauthProviders: ReadonlyMap<string, OAuthProvider>;
  /**
   * Told when sessions end (sign-out, a leaked refresh token), so that every replica closes the
   * sockets those sessions opened at once instead of at the token's expiry.
   */
  sessionsEnded?: (sessionIds: string[]) => Promise<void>;
  /** Shared rate-limit counters for several replicas; in memory without it. */
  rateLimitStore?: Redis;
}

/** The dependencies as the route files use them. */
export interface AuthContext extends AuthRoutesDependencies {
  rateLimit: AuthRateLimiter;
  /** Wrong-password limits of the password grant. */
  signInLimiter: SignInLimiter;
  /** A fresh unit of work for one request. */
  em(): EntityManager;
}
