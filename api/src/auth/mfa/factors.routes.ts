import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-dependencies.ts';
import { AuthError, validationFailed } from '../auth-error.ts';
import { AuthSession } from '../auth-session.entity.ts';
import { endSessionsById, reissueSession } from '../auth-sessions.ts';
import { requireSession } from '../bearer-session.ts';
import { asBody, stringOf } from '../request-body.ts';
import { assuranceLevelOf } from './assurance-level.ts';
import { MfaChallenge } from './mfa-challenge.entity.ts';
import { MfaFactor } from './mfa-factor.entity.ts';
import { newTotpEnrollment, verifiedTimeStep } from './totp.ts';

/** A challenge answers one verify within this time (GoTrue's default). */
const challengeLifetimeMs = 300_000;
/** Factors one account may hold, verified or not. */
const maxFactors = 10;
const defaultIssuer = 'Mise';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

/**
 * Two-factor sign-in with an authenticator app (supabase-js `auth.mfa`): enroll, challenge,
 * verify, unenroll. Verifying raises the session to `aal2` and ends the account's other
 * sessions that are below it, as GoTrue does: whoever signed in with the password alone
 * elsewhere must now give a code too.
 */
export function registerFactorRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.post('/factors', async (request) => {
    const em = auth.em();
    const { user, session } = await requireSession(auth, em, request);
    const body = asBody(request.body);
    const factorType = stringOf(body, 'factor_type');
    if (factorType === 'phone' || factorType === 'webauthn') {
      throw new AuthError(
        422,
        `mfa_${factorType}_enroll_not_enabled`,
        `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    }
    if (factorType !== 'totp') {
      throw validationFailed('factor_type needs to be totp, phone or webauthn');
    }
    const friendlyName = stringOf(body, 'friendly_name')?.trim() || null;
    if (friendlyName && friendlyName.length > 100) {
      throw validationFailed('friendly_name must be at most 100 characters');
    }
    const factors = await em.find(MfaFactor, { user: user.id });
    const hasVerified = factors.some((factor) => factor.status === 'verified');
    if (hasVerified && assuranceLevelOf(session.amr) !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    if (friendlyName && factors.some((factor) => factor.friendlyName === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.some((factor) => factor.status === 'unverified')) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'A factor is already waiting to be verified: verify it or unenroll it first',
      );
    }
    if (factors.length >= maxFactors) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    const issuer = stringOf(body, 'issuer')?.trim() || defaultIssuer;
    const enrollment = await newTotpEnrollment(issuer, user.email);
    const factor = em.create(MfaFactor, {
      id: randomUUID(),
      user: user.id,
      friendlyName,
      factorType: 'totp',
      status: 'unverified',
      secret: enrollment.secret,
      lastTimeStep: null,
    });
    await em.flush();
    return {
      id: factor.id,
      type: 'totp',
      friendly_name: friendlyName ?? '',
      totp: { qr_code: enrollment.qrCode, secret: enrollment.secret, uri: enrollment.uri },
    };
  });

  app.post('/factors/:factorId/challenge', async (request) => {
    const em = auth.em();
    const { user } = await requireSession(auth, em, request);
    const factor = await ownFactor(em, request, user.id);
    const challenge = em.create(MfaChallenge, {
      id: randomUUID(),
      factor: factor.id,
      ipAddress: request.ip,
      verifiedAt: null,
    });
    await em.flush();
    return {
      id: challenge.id,
      type: 'totp',
      expires_at: Math.floor((challenge.createdAt.getTime() + challengeLifetimeMs) / 1000),
    };
  });

  app.post('/factors/:factorId/verify', async (request) => {
    const em = auth.em();
    const { user, session } = await requireSession(auth, em, request);
    await auth.rateLimit('verify', request.ip, user.email);
    const factor = await ownFactor(em, request, user.id);
    const body = asBody(request.body);
    const challengeId = stringOf(body, 'challenge_id') ?? '';
    const code = stringOf(body, 'code') ?? '';
    const challenge = isUuid(challengeId)
      ? await em.findOne(MfaChallenge, { id: challengeId, factor: factor.id })
      : null;
    if (!challenge || challenge.verifiedAt) {
      throw new AuthError(422, 'mfa_factor_not_found', 'Challenge not found');
    }
    if (Date.now() - challenge.createdAt.getTime() > challengeLifetimeMs) {
      await em.nativeDelete(MfaChallenge, { id: challenge.id });
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const timeStep = await verifiedTimeStep(factor.secret, code, factor.lastTimeStep ?? null);
    if (timeStep === null) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    // Taken at most once even by two verifies at the same moment: the update decides.
    const taken = await em.nativeUpdate(
      MfaFactor,
      {
        id: factor.id,
        $or: [{ lastTimeStep: null }, { lastTimeStep: { $lt: timeStep } }],
      },
      { lastTimeStep: timeStep, status: 'verified', updatedAt: new Date() },
    );
    if (taken === 0) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    challenge.verifiedAt = new Date();
    const now = Math.floor(Date.now() / 1000);
    session.amr = [
      { method: 'totp', timestamp: now },
      ...session.amr.filter((reference) => reference.method !== 'totp'),
    ];
    const below = (await em.find(AuthSession, { user: user.id, id: { $ne: session.id } })).filter(
      (other) => assuranceLevelOf(other.amr) !== 'aal2',
    );
    await endSessionsById(
      em,
      below.map((other) => other.id),
    );
    await em.flush();
    if (below.length > 0) await auth.sessionsEnded?.(below.map((other) => other.id));
    return reissueSession(auth, em, user, session);
  });

  app.delete('/factors/:factorId', async (request) => {
    const em = auth.em();
    const { user, session } = await requireSession(auth, em, request);
    const factor = await ownFactor(em, request, user.id);
    if (factor.status === 'verified' && assuranceLevelOf(session.amr) !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await em.nativeDelete(MfaFactor, { id: factor.id });
    // As in GoTrue, the sessions that gave its codes go back to aal1: a session that used the
    // removed factor (a lost phone's) keeps no more rights than the password gives.
    if (factor.status === 'verified') {
      for (const other of await em.find(AuthSession, { user: user.id })) {
        other.amr = other.amr.filter((reference) => reference.method !== 'totp');
      }
      await em.flush();
    }
    return { id: factor.id };
  });
}

/** The signed-in user's factor named in the path; another user's is not found. */
async function ownFactor(
  em: EntityManager,
  request: FastifyRequest,
  userId: string,
): Promise<MfaFactor> {
  const factorId = (request.params as { factorId?: string }).factorId ?? '';
  const factor = isUuid(factorId)
    ? await em.findOne(MfaFactor, { id: factorId, user: userId })
    : null;
  if (!factor) throw factorNotFound();
  return factor;
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
