import type { FastifyInstance } from 'fastify';
import { factorsOf, findByEmail, identitiesOf } from './auth-accounts.ts';
import type { AuthContext } from './auth-dependencies.ts';
import { AuthError, validationFailed } from './auth-error.ts';
import { type SignOutScope, signOut } from './auth-sessions.ts';
import { toUserJson } from './auth-user-json.ts';
import { requireSession, verifyBearer } from './bearer-session.ts';
import { cancelEmailChange, startEmailChange } from './email-links.ts';
import { assertSecondFactorGiven } from './mfa/assurance-level.ts';
import { hashPassword, isPasswordCorrect } from './password-hash.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { readPkceChallenge } from './pkce-flow.ts';
import { asBody, normalizeEmail, objectOf, stringOf } from './request-body.ts';

const signOutScopes: readonly string[] = ['global', 'local', 'others'] satisfies SignOutScope[];

/** GET/PUT /user and POST /logout: the routes that need the user's access token. */
export function registerUserRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.get('/user', async (request) => {
    const em = auth.em();
    const { user } = await requireSession(auth, em, request);
    return toUserJson(user, await identitiesOf(em, user.id), await factorsOf(em, user.id));
  });

  app.put('/user', async (request) => {
    const em = auth.em();
    const { user, session } = await requireSession(auth, em, request);
    await auth.rateLimit('user', request.ip, user.email);
    const body = asBody(request.body);
    if (objectOf(body, 'app_metadata')) throw new AuthError(403, 'not_admin', 'User not allowed');
    const rawEmail = stringOf(body, 'email');
    const newEmail = rawEmail === undefined ? null : normalizeEmail(rawEmail);
    if (newEmail && newEmail !== user.email && (await findByEmail(em, newEmail))) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    if (stringOf(body, 'phone')) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    }

    const password = stringOf(body, 'password');
    const isEmailChange = newEmail !== null && newEmail !== user.email;
    if (password !== undefined || isEmailChange) {
      await assertSecondFactorGiven(em, user.id, session, 'update email or password');
    }
    if (isEmailChange && auth.settings.adminEmails.has(newEmail)) {
      // Whoever confirmed it would hand this account the admin's rights.
      throw new AuthError(
        403,
        'email_address_not_authorized',
        'This address is kept for the admins of this server.',
      );
    }
    if (password !== undefined) {
      assertPasswordAllowed(password, auth.settings);
      if (await isPasswordCorrect(user.passwordHash, password)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      user.passwordHash = await hashPassword(password);
    }
    const data = objectOf(body, 'data');
    if (data) {
      const merged = { ...user.userMetadata };
      for (const [key, value] of Object.entries(data)) {
        if (value === null) delete merged[key];
        else merged[key] = value;
      }
      user.userMetadata = merged;
    }
    // A new password, or the address set back, cancels an e-mail change still waiting: the
    // owner who finds a change they did not ask for takes the account back either way.
    if (user.newEmail && (password !== undefined || newEmail === user.email)) {
      await cancelEmailChange(em, user);
    }
    // Refused (a mail within the minute) before anything is written; mailed once all is.
    const mailEmailChange =
      newEmail && isEmailChange
        ? await startEmailChange(auth, em, request, user, newEmail, {
            pkce: readPkceChallenge(body),
            redirectTo: (request.query as Record<string, unknown>).redirect_to,
          })
        : null;
    await em.flush();
    // A new password ends every other device's session (a thief's included); this one stays.
    if (password !== undefined) await signOut(auth, em, user.id, session.id, 'others');
    await mailEmailChange?.();
    return toUserJson(user, await identitiesOf(em, user.id), await factorsOf(em, user.id));
  });

  // unlinkIdentity: one way to sign in less, never the last one.
  app.delete('/user/identities/:identityId', async (request) => {
    const em = auth.em();
    const { user, session } = await requireSession(auth, em, request);
    await assertSecondFactorGiven(em, user.id, session, 'link or unlink identities');
    const identityId = (request.params as { identityId?: string }).identityId ?? '';
    const identities = await identitiesOf(em, user.id);
    const identity = identities.find((candidate) => candidate.id === identityId);
    if (!identity) throw new AuthError(404, 'identity_not_found', "Identity doesn't exist");
    if (identities.length <= 1) {
      throw new AuthError(
        422,
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      );
    }
    em.remove(identity);
    const providers = [
      ...new Set(identities.filter((other) => other !== identity).map((other) => other.provider)),
    ];
    const provider =
      user.appMetadata.provider === identity.provider ? providers[0] : user.appMetadata.provider;
    user.appMetadata = { ...user.appMetadata, provider, providers };
    // Without its e-mail identity the account no longer signs in with a password.
    if (identity.provider === 'email') user.passwordHash = null;
    await em.flush();
    return {};
  });

  app.post('/logout', async (request, reply) => {
    const scope = (request.query as Record<string, unknown>).scope ?? 'global';
    if (typeof scope !== 'string' || !signOutScopes.includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${String(scope)}"`);
    }
    const token = await verifyBearer(auth, request);
    await signOut(auth, auth.em(), token.sub, token.sessionId, scope as SignOutScope);
    return reply.code(204).send();
  });
}
