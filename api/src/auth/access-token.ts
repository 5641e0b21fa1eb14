import { SignJWT } from 'jose';
import { assuranceLevelOf } from './mfa/assurance-level.ts';
import type { ActiveSigningKey } from './signing-keys.ts';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  sessionId: string;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  amr?: { method: string; timestamp: number }[];
}

/** Signs an access token with the claims supabase-js and our api read (auth-contract §5). */
export function signAccessToken(
  key: ActiveSigningKey,
  claims: AccessTokenClaims,
  options: { issuer: string; audience: string; lifetimeSeconds: number },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const amr = claims.amr ?? [{ method: 'password', timestamp: now }];
  return new SignJWT({
    email: claims.email,
    phone: '',
    role: 'authenticated',
    aal: assuranceLevelOf(amr),
    amr,
    session_id: claims.sessionId,
    is_anonymous: false,
    app_metadata: claims.appMetadata ?? { provider: 'email', providers: ['email'] },
    user_metadata: claims.userMetadata ?? {},
  })
    .setProtectedHeader({ alg: key.algorithm, kid: key.kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + options.lifetimeSeconds)
    .sign(key.privateKey);
}
