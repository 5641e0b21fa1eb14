import type { FastifyInstance } from 'fastify';
import { findByEmail } from './auth-accounts.ts';
import type { AuthContext } from './auth-dependencies.ts';
import { AuthError, validationFailed } from './auth-error.ts';
import { isBanned, refreshSession, startSession } from './auth-sessions.ts';
import { AuthUser } from './auth-user.entity.ts';
import { isPasswordCorrect } from './password-hash.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { takeFlow } from './pkce-flow.ts';
import { asBody, stringOf } from './request-body.ts';

const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password|refresh_token|pkce (auth-contract §4.3–4.5). */
export function registerTokenRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.post('/token', async (request) => {
    // GoTrue reads the grant type from the query string only.
    const grantType = (request.query as Record<string, unknown>).grant_type;
    const body = asBody(request.body);
    const em = auth.em();
    switch (grantType) {
      case 'password': {
        const email = stringOf(body, 'email')?.trim().toLowerCase();
        const phone = stringOf(body, 'phone');
        await auth.rateLimit('token', request.ip);
        if (!email && !phone) throw validationFailed('missing email or phone');
        const account = email ?? `phone:${phone}`;
        // Refused attempts are not judged, so they count no further.
        await auth.signInLimiter.assertMayTry(account, request.ip);
        const password = stringOf(body, 'password') ?? '';
        const user = email ? await findByEmail(em, email) : null;
        // Unknown address, no password and wrong password are indistinguishable, in time too.
        if (!(await isPasswordCorrect(user?.passwordHash, password)) || !user) {
          await auth.signInLimiter.recordFailure(account, request.ip);
          throw invalidCredentials();
        }
        await auth.signInLimiter.recordSuccess(account, request.ip);
        // Checked after the password, so the answer reveals nothing to a guesser.
        if (!user.emailConfirmedAt)
          throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
        if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
        const session = await startSession(auth, em, user, 'password');
        return { ...session, ...weakPasswordNotice(password, auth) };
      }
      case 'refresh_token':
        await auth.rateLimit('token', request.ip);
        return refreshSession(auth, em, stringOf(body, 'refresh_token') ?? '');
      case 'pkce': {
        await auth.rateLimit('token', request.ip);
        const flow = await takeFlow(
          em,
          stringOf(body, 'auth_code'),
          stringOf(body, 'code_verifier'),
          auth.settings.flowStateLifetimeSeconds,
        );
        const user = await em.findOne(AuthUser, { id: flow.user });
        if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
        if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
        return startSession(auth, em, user, pkceAmrMethod(flow.authenticationMethod));
      }
      case 'id_token':
        throw validationFailed('Unsupported provider: provider is not enabled');
      default:
        throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
  });
}

/**
 * A correct password that no longer meets a (since tightened) policy still signs in; the
 * answer says so, and supabase-js hands it to the app as `data.weakPassword`.
 */
function weakPasswordNotice(password: string, auth: AuthContext) {
  try {
    assertPasswordAllowed(password, auth.settings);
    return {};
  } catch (error) {
    if (!(error instanceof AuthError) || error.code !== 'weak_password') return {};
    const { reasons } = error.extra.weak_password as { reasons: string[] };
    return { weak_password: { message: error.message, reasons } };
  }
}

/** The session's `amr` method after a PKCE exchange: how the flow proved the user. */
function pkceAmrMethod(authenticationMethod: string): string {
  return authenticationMethod === 'recovery' || authenticationMethod === 'oauth'
    ? authenticationMethod
    : 'otp';
}
