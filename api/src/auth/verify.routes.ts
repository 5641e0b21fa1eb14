import type { FastifyInstance } from 'fastify';
import { applyEmailChange, findByEmail, proveEmail } from './auth-accounts.ts';
import type { AuthContext } from './auth-dependencies.ts';
import { AuthError, validationFailed } from './auth-error.ts';
import { isBanned, startSession } from './auth-sessions.ts';
import { AuthUser } from './auth-user.entity.ts';
import { FlowState } from './flow-state.entity.ts';
import type { OneTimeToken, OneTimeTokenType } from './one-time-token.entity.ts';
import { isPkceLinkToken, takeByCode, takeByLink } from './one-time-tokens.ts';
import { resolveRedirect, withFragment, withQuery } from './redirect-url.ts';
import { asBody, normalizeEmail, stringOf } from './request-body.ts';

/**
 * verifyOtp / link `type` → the kinds of token it may redeem; others are not issued here. An
 * `email` code is a sign-in code, or the code of a sign-up confirmation (GoTrue takes both).
 */
function tokenTypesOf(type: unknown): OneTimeTokenType[] {
  if (type === 'signup') return ['confirmation'];
  if (type === 'email') return ['magiclink', 'confirmation'];
  if (type === 'magiclink') return ['magiclink'];
  if (type === 'recovery') return ['recovery'];
  if (type === 'email_change') return ['email_change'];
  return [];
}

const linkError = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

/** GET /verify (the e-mailed link, answered by redirects, §7) and POST /verify (verifyOtp). */
export function registerVerifyRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.get('/verify', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    await auth.rateLimit('verify', request.ip);
    const redirectTo = resolveRedirect(query.redirect_to, auth.settings);
    const linkToken = typeof query.token === 'string' ? query.token : '';
    const types = tokenTypesOf(query.type);
    const em = auth.em();
    const taken = linkToken
      ? await takeByLink(em, types, linkToken, auth.settings.linkLifetimeSeconds)
      : null;
    // A browser following the link always gets a redirect, never a JSON error page.
    const user = taken ? await redeem(auth, em, taken).catch(() => null) : null;
    if (!taken || !user) {
      const failure = withFragment(redirectTo, { ...linkError, sb: '' });
      // A PKCE client looks for the error in the query.
      const target = isPkceLinkToken(linkToken)
        ? withFragment(withQuery(redirectTo, linkError), { ...linkError, sb: '' })
        : failure;
      return reply.redirect(target, 303);
    }
    if (taken.flowStateId) {
      const flow = await em.findOne(FlowState, { id: taken.flowStateId });
      if (flow) {
        flow.authCodeIssuedAt = new Date();
        await em.flush();
        return reply.redirect(withQuery(redirectTo, { code: flow.authCode }), 303);
      }
    }
    const session = await startSession(auth, em, user, amrMethodOf(taken.type));
    return reply.redirect(
      withFragment(redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
        type: String(query.type),
      }),
      303,
    );
  });

  app.post('/verify', async (request) => {
    const body = asBody(request.body);
    const tokenHash = stringOf(body, 'token_hash');
    const rawEmail = stringOf(body, 'email');
    const code = stringOf(body, 'token');
    await auth.rateLimit('verify', request.ip, rawEmail?.trim());
    const types = tokenTypesOf(stringOf(body, 'type'));
    const em = auth.em();
    let taken: OneTimeToken | null = null;
    if (tokenHash) {
      if (rawEmail) throw validationFailed('Only the token_hash and type should be provided');
      taken = await takeByLink(em, types, tokenHash, auth.settings.linkLifetimeSeconds);
      if (!taken) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    } else {
      if (!rawEmail || !code) {
        throw validationFailed('Verify requires either a token or a token hash');
      }
      // An e-mail change's code goes with the address it was sent to, not yet the account's;
      // several accounts may be waiting for the same one.
      const email = normalizeEmail(rawEmail);
      const users = types.includes('email_change')
        ? await em.find(AuthUser, { newEmail: email })
        : [await findByEmail(em, email)].filter((user) => user !== null);
      for (const user of users) {
        taken ??= await takeByCode(em, types, user.id, code, auth.settings.linkLifetimeSeconds);
      }
      if (!taken) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    }
    const user = await redeem(auth, em, taken);
    if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    return startSession(auth, em, user, amrMethodOf(taken.type));
  });
}

/** Following a link or entering its code proves the mailbox: the address counts as confirmed. */
async function redeem(
  auth: AuthContext,
  em: ReturnType<AuthContext['em']>,
  token: OneTimeToken,
): Promise<AuthUser | null> {
  const user = await em.findOne(AuthUser, { id: token.user });
  if (!user) return null;
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  if (token.type === 'email_change') {
    // Asked for from a signed-in session: the account's holder moves it, nothing is ended.
    const isChanged = await applyEmailChange(em, user);
    await em.flush();
    return isChanged ? user : null;
  }
  const endedSessions = await proveEmail(em, user, token.type);
  await em.flush();
  if (endedSessions.length > 0) await auth.sessionsEnded?.(endedSessions);
  return user;
}

function amrMethodOf(type: OneTimeTokenType): string {
  return type === 'recovery' ? 'recovery' : 'otp';
}
