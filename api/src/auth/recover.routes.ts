import type { FastifyInstance } from 'fastify';
import { findByEmail } from './auth-accounts.ts';
import type { AuthContext } from './auth-dependencies.ts';
import { validationFailed } from './auth-error.ts';
import { sendRecovery } from './email-links.ts';
import { readPkceChallenge } from './pkce-flow.ts';
import { asBody, normalizeEmail, stringOf } from './request-body.ts';

/** POST /recover: always `{}` for a valid request, so nobody learns which addresses exist. */
export function registerRecoverRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.post('/recover', async (request) => {
    const body = asBody(request.body);
    const rawEmail = stringOf(body, 'email');
    await auth.rateLimit('recover', request.ip, rawEmail?.trim());
    if (!rawEmail) throw validationFailed('Password recovery requires an email');
    const email = normalizeEmail(rawEmail);
    const pkce = readPkceChallenge(body);
    const em = auth.em();
    const user = await findByEmail(em, email);
    if (user) {
      const redirectTo = (request.query as Record<string, unknown>).redirect_to;
      await sendRecovery(auth, em, request, user, pkce, redirectTo);
    }
    return {};
  });
}
