import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { AuthError, validationFailed } from './auth-error.ts';
import { FlowState } from './flow-state.entity.ts';
import { type LooseBody, stringOf } from './request-body.ts';

export interface PkceChallenge {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/** The optional PKCE members of a request; both or neither must be given. */
export function readPkceChallenge(body: LooseBody): PkceChallenge | null {
  const codeChallenge = stringOf(body, 'code_challenge');
  const method = stringOf(body, 'code_challenge_method')?.toLowerCase();
  if (!codeChallenge && !method) return null;
  if (!codeChallenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed(`code challenge method ${method} is not supported`);
  }
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge, method };
}

/** Remembers the challenge until the browser comes back with the auth code. */
export async function startFlow(
  em: EntityManager,
  userId: string,
  challenge: PkceChallenge,
  authenticationMethod: string,
): Promise<FlowState> {
  const flow = em.create(FlowState, {
    id: randomUUID(),
    user: userId,
    authCode: randomUUID(),
    codeChallenge: challenge.codeChallenge,
    codeChallengeMethod: challenge.method,
    authenticationMethod,
    authCodeIssuedAt: null,
  });
  await em.flush();
  return flow;
}

/**
 * The pkce grant: checks the verifier against the stored challenge and takes the flow (single
 * use). Answers the flow so the caller can start the session.
 */
export async function takeFlow(
  em: EntityManager,
  authCode: string | undefined,
  codeVerifier: string | undefined,
  lifetimeSeconds: number,
): Promise<FlowState> {
  if (!authCode || !codeVerifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(authCode);
  const flow = isUuid
    ? await em.findOne(FlowState, { authCode, authCodeIssuedAt: { $ne: null } })
    : null;
  if (!flow) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  if (Date.now() - flow.createdAt.getTime() > lifetimeSeconds * 1000) {
    await em.nativeDelete(FlowState, { id: flow.id });
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected =
    flow.codeChallengeMethod === 's256'
      ? createHash('sha256').update(codeVerifier).digest('base64url')
      : codeVerifier;
  if (expected !== flow.codeChallenge) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  const deleted = await em.nativeDelete(FlowState, { id: flow.id });
  if (deleted === 0) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  return flow;
}
