import { UnauthenticatedError } from '@app/schema';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { TokenVerification } from '../config.ts';

export interface VerifiedToken {
  sub: string;
  email: string;
  expiresAt: number;
  /** When the token was issued, in seconds since the epoch (0 when it does not say). */
  issuedAt: number;
  sessionId: string | null;
  /** `aal2` once the session verified a second factor. */
  aal: 'aal1' | 'aal2';
  userMetadata: Record<string, unknown>;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export interface TokenVerifierOptions {
  verification: TokenVerification;
  issuer?: string;
  audience: string;
  /** The embedded auth's public keys (verification kind 'local'). */
  localKeys?: () => JSONWebKeySet;
}

/** The hosted service and the JWKS cache: keys are re-fetched after 10 minutes or on an unknown kid. */
const jwksCacheMaxAgeMs = 10 * 60 * 1000;

/**
 * Verifies access tokens. The algorithm list is pinned per mode, so a token cannot choose
 * `none` or downgrade an asymmetric setup to a shared secret.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const { key, algorithms } = keyFor(options);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
        algorithms,
        audience: options.audience,
        issuer: options.issuer,
        requiredClaims: ['sub', 'exp'],
      });
      return toVerifiedToken(payload);
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) {
        throw new UnauthenticatedError(messageFor(error));
      }
      throw error;
    }
  };
}

function keyFor(options: TokenVerifierOptions): {
  key: JWTVerifyGetKey | Uint8Array;
  algorithms: string[];
} {
  const { verification } = options;
  switch (verification.kind) {
    case 'secret':
      return { key: new TextEncoder().encode(verification.secret), algorithms: ['HS256'] };
    case 'jwks':
      return {
        key: createRemoteJWKSet(new URL(verification.url), {
          cacheMaxAge: jwksCacheMaxAgeMs,
          cooldownDuration: 30_000,
          timeoutDuration: 5_000,
        }),
        algorithms: ['ES256', 'RS256'],
      };
    case 'local': {
      const localKeys = options.localKeys;
      if (!localKeys) throw new Error('Local token verification needs the signing keys.');
      // Rebuilt when the key set object changes (a rotation), not on every request.
      let cachedSet: JSONWebKeySet | undefined;
      let cachedKey: JWTVerifyGetKey | undefined;
      const key: JWTVerifyGetKey = (header, token) => {
        const set = localKeys();
        if (set !== cachedSet || !cachedKey) {
          cachedSet = set;
          cachedKey = createLocalJWKSet(set);
        }
        return cachedKey(header, token);
      };
      return { key, algorithms: ['ES256'] };
    }
  }
}

function toVerifiedToken(payload: JWTPayload): VerifiedToken {
  const sub = payload.sub;
  if (!sub || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub)) {
    throw new UnauthenticatedError('The access token has no valid subject.');
  }
  const metadata = payload.user_metadata;
  return {
    sub: sub.toLowerCase(),
    email: typeof payload.email === 'string' ? payload.email.toLowerCase() : '',
    expiresAt: payload.exp ?? 0,
    issuedAt: payload.iat ?? 0,
    sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
    aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
    userMetadata:
      metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : {},
  };
}

function messageFor(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'The access token has expired.';
  if (error instanceof errors.JWTClaimValidationFailed)
    return 'The access token is not meant for this service.';
  return 'The access token is invalid.';
}
