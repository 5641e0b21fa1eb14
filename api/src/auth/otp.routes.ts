import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { createEmailAccount, findByEmail } from './auth-accounts.ts';
import type { AuthContext } from './auth-dependencies.ts';
import { AuthError, validationFailed } from './auth-error.ts';
import { isBanned } from './auth-sessions.ts';
import { sendMagicLink } from './email-links.ts';
import { readPkceChallenge } from './pkce-flow.ts';
import { asBody, normalizeEmail, objectOf, stringOf, withoutNulls } from './request-body.ts';

/**
 * POST /otp (signInWithOtp, auth-contract §4.8): mails a sign-in link and its 6-digit code; with
 * `create_user` (the default) an unknown address becomes an account without a password, so an
 * invited cook can join from the mail alone. Answers `{}` whether or not the address had an
 * account. Unlike GoTrue, an address not yet confirmed gets a sign-in link too, not the sign-up
 * confirmation: redeeming that would keep the password of whoever signed up with the address
 * (perhaps not its owner), while a sign-in link is a first proof and ends it (proveEmail).
 */
export function registerOtpRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.post('/otp', async (request) => {
    const body = asBody(request.body);
    const rawEmail = stringOf(body, 'email');
    await auth.rateLimit('otp', request.ip, rawEmail?.trim());
    if (!rawEmail) {
      if (stringOf(body, 'phone')) {
        throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
      }
      throw validationFailed('One of email or phone must be set');
    }
    const email = normalizeEmail(rawEmail);
    const pkce = readPkceChallenge(body);
    const redirectTo = (request.query as Record<string, unknown>).redirect_to;
    const em = auth.em();
    let user = await findByEmail(em, email);
    if (!user) {
      if (body.create_user === false) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      await createPasswordless(auth, email, body);
      user = await findByEmail(em, email);
      if (!user) throw new Error('the account just made was not found');
    }
    // A banned account gets no mail, and the answer does not say so.
    if (isBanned(user)) return {};
    await sendMagicLink(auth, em, request, user, pkce, redirectTo);
    return {};
  });
}

/** A new account that signs in by mailed links and codes until its holder sets a password. */
async function createPasswordless(
  auth: AuthContext,
  email: string,
  body: Record<string, unknown>,
): Promise<void> {
  // A unit of work of its own: a lost race leaves nothing half-made in the request's.
  const em = auth.em();
  createEmailAccount(em, {
    email,
    passwordHash: null,
    metadata: withoutNulls(objectOf(body, 'data') ?? {}),
  });
  try {
    await em.flush();
  } catch (error) {
    // The same address asked twice at once: the other request made the account.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
}
