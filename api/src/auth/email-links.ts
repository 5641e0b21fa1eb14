import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-dependencies.ts';
import { RateLimitedError } from './auth-error.ts';
import {
  confirmationMail,
  emailChangeMail,
  emailChangeNoticeMail,
  magicLinkMail,
  recoveryMail,
} from './auth-mails.ts';
import type { AuthUser } from './auth-user.entity.ts';
import { OneTimeToken } from './one-time-token.entity.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { type PkceChallenge, startFlow } from './pkce-flow.ts';
import { resolveRedirect } from './redirect-url.ts';

/** Sends the sign-up confirmation link (auto-confirm off). */
export async function sendConfirmation(
  auth: AuthContext,
  em: EntityManager,
  request: FastifyRequest,
  user: AuthUser,
  pkce: PkceChallenge | null,
  redirectTo: unknown,
): Promise<void> {
  assertMailAllowed(auth, user.confirmationSentAt);
  const flow = pkce ? await startFlow(em, user.id, pkce, 'email/signup') : null;
  const { linkToken, code } = await issueOneTimeToken(em, user.id, 'confirmation', flow?.id);
  user.confirmationSentAt = new Date();
  await em.flush();
  const link = verifyLink(auth, request, linkToken, 'signup', redirectTo);
  await auth.mailer.send(confirmationMail(user.email, link, code));
}

/** Sends the password recovery link. */
export async function sendRecovery(
  auth: AuthContext,
  em: EntityManager,
  request: FastifyRequest,
  user: AuthUser,
  pkce: PkceChallenge | null,
  redirectTo: unknown,
): Promise<void> {
  assertMailAllowed(auth, user.recoverySentAt);
  const flow = pkce ? await startFlow(em, user.id, pkce, 'recovery') : null;
  const { linkToken, code } = await issueOneTimeToken(em, user.id, 'recovery', flow?.id);
  user.recoverySentAt = new Date();
  await em.flush();
  const link = verifyLink(auth, request, linkToken, 'recovery', redirectTo);
  await auth.mailer.send(recoveryMail(user.email, link, code));
}

/**
 * Sends the sign-in link and code of `POST /otp`. It shares the recovery mail's clock, as in
 * GoTrue: both sign the holder of the mailbox in.
 */
export async function sendMagicLink(
  auth: AuthContext,
  em: EntityManager,
  request: FastifyRequest,
  user: AuthUser,
  pkce: PkceChallenge | null,
  redirectTo: unknown,
): Promise<void> {
  assertMailAllowed(auth, user.recoverySentAt);
  const flow = pkce ? await startFlow(em, user.id, pkce, 'magiclink') : null;
  const { linkToken, code } = await issueOneTimeToken(em, user.id, 'magiclink', flow?.id);
  user.recoverySentAt = new Date();
  await em.flush();
  const link = verifyLink(auth, request, linkToken, 'magiclink', redirectTo);
  await auth.mailer.send(magicLinkMail(user.email, link, code));
}

/**
 * Starts an e-mail change (updateUser({ email })) and answers how to mail it, once the request's
 * changes are written: the new address gets the link and code that make the change, the current
 * one a notice, so a change asked from a stolen session does not go unnoticed.
 */
export async function startEmailChange(
  auth: AuthContext,
  em: EntityManager,
  request: FastifyRequest,
  user: AuthUser,
  newEmail: string,
  options: { pkce: PkceChallenge | null; redirectTo: unknown },
): Promise<() => Promise<void>> {
  assertMailAllowed(auth, user.emailChangeSentAt);
  const flow = options.pkce ? await startFlow(em, user.id, options.pkce, 'email_change') : null;
  const { linkToken, code } = await issueOneTimeToken(em, user.id, 'email_change', flow?.id);
  user.newEmail = newEmail;
  user.emailChangeSentAt = new Date();
  const link = verifyLink(auth, request, linkToken, 'email_change', options.redirectTo);
  const currentEmail = user.email;
  return async () => {
    await auth.mailer.send(emailChangeMail(newEmail, link, code));
    await auth.mailer.send(emailChangeNoticeMail(currentEmail, newEmail));
  };
}

/** Forgets an e-mail change still waiting for its confirmation; its link stops working. */
export async function cancelEmailChange(em: EntityManager, user: AuthUser): Promise<void> {
  user.newEmail = null;
  user.emailChangeSentAt = null;
  await em.nativeDelete(OneTimeToken, { user: user.id, type: 'email_change' });
}

/** At most one mail of a kind per address and period, so the endpoint cannot spam a mailbox. */
function assertMailAllowed(auth: AuthContext, lastSentAt: Date | null | undefined): void {
  if (!lastSentAt) return;
  const waitMs = auth.settings.mailFrequencySeconds * 1000 - (Date.now() - lastSentAt.getTime());
  if (waitMs > 0) {
    throw new RateLimitedError(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      waitMs,
    );
  }
}

function verifyLink(
  auth: AuthContext,
  request: FastifyRequest,
  linkToken: string,
  type: string,
  redirectTo: unknown,
): string {
  const origin = auth.settings.publicUrl ?? `${request.protocol}://${request.host}`;
  const url = new URL(`${origin.replace(/\/$/, '')}/auth/v1/verify`);
  url.searchParams.set('token', linkToken);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', resolveRedirect(redirectTo, auth.settings));
  return url.toString();
}
