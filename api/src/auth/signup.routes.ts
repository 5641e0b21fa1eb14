import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import {
  confirmEmail,
  createEmailAccount,
  findByEmail,
  identitiesOf,
  obfuscatedUser,
} from './auth-accounts.ts';
import type { AuthContext } from './auth-dependencies.ts';
import { AuthError, validationFailed } from './auth-error.ts';
import { startSession } from './auth-sessions.ts';
import { toUserJson } from './auth-user-json.ts';
import { sendConfirmation } from './email-links.ts';
import { hashPassword } from './password-hash.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { readPkceChallenge } from './pkce-flow.ts';
import { asBody, normalizeEmail, objectOf, stringOf, withoutNulls } from './request-body.ts';

/** POST /signup (auth-contract §4.2), checks in GoTrue's order. */
export function registerSignupRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.post('/signup', async (request) => {
    const body = asBody(request.body);
    const rawEmail = stringOf(body, 'email');
    const phone = stringOf(body, 'phone');
    const password = stringOf(body, 'password');
    await auth.rateLimit('signup', request.ip, rawEmail?.trim());
    if (rawEmail === undefined && phone === undefined && !password) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (!password) throw validationFailed('Signup requires a valid password');
    assertPasswordAllowed(password, auth.settings);
    if (rawEmail && phone) {
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    }
    const pkce = readPkceChallenge(body);
    if (!rawEmail && phone) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    const email = normalizeEmail(rawEmail ?? '');
    const metadata = withoutNulls(objectOf(body, 'data') ?? {});
    const redirectTo = (request.query as Record<string, unknown>).redirect_to;

    // An admin address signs up as if auto-confirm were off: the mailbox must be proven first.
    const autoConfirm = auth.settings.autoConfirm && !auth.settings.adminEmails.has(email);

    const em = auth.em();
    const existing = await findByEmail(em, email);
    if (existing) {
      if (autoConfirm) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      // Without auto-confirm GoTrue does not tell whether an address is registered.
      if (existing.emailConfirmedAt) return obfuscatedUser(email, metadata);
      // Signing up again before confirming: the new link confirms this sign-up's password (the
      // older link stops working), so whoever follows it holds the password that goes with it,
      // never one somebody else chose for the address first.
      existing.passwordHash = await hashPassword(password);
      existing.userMetadata = { ...metadata };
      await sendConfirmation(auth, em, request, existing, pkce, redirectTo);
      return toUserJson(existing, await identitiesOf(em, existing.id));
    }

    const user = createEmailAccount(em, {
      email,
      passwordHash: await hashPassword(password),
      metadata,
    });
    try {
      if (autoConfirm) await confirmEmail(em, user);
      await em.flush();
    } catch (error) {
      // A concurrent sign-up of the same address won the race.
      if (error instanceof UniqueConstraintViolationException) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      throw error;
    }
    if (autoConfirm) return startSession(auth, em, user, 'password');
    await sendConfirmation(auth, em, request, user, pkce, redirectTo);
    return toUserJson(user, await identitiesOf(em, user.id));
  });
}
