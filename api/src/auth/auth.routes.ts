import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { maxJsonBodyBytes } from '../server/body-limits.ts';
import type { AuthContext, AuthRoutesDependencies } from './auth-dependencies.ts';
import { AuthError, sendAuthError } from './auth-error.ts';
import { registerAuthInfoRoutes } from './auth-info.routes.ts';
import { createAuthRateLimiter } from './auth-rate-limiter.ts';
import { registerFactorRoutes } from './mfa/factors.routes.ts';
import { registerOAuthRoutes } from './oauth/oauth.routes.ts';
import { registerOtpRoutes } from './otp.routes.ts';
import { registerRecoverRoutes } from './recover.routes.ts';
import { createSignInLimiter } from './sign-in-limiter.ts';
import { registerSignupRoutes } from './signup.routes.ts';
import { registerTokenRoutes } from './token.routes.ts';
import { registerUserRoutes } from './user.routes.ts';
import { registerVerifyRoutes } from './verify.routes.ts';

export const authBasePath = '/auth/v1';

/**
 * The embedded Supabase-compatible auth service (auth-contract.md), served to the unmodified
 * supabase-js at `/auth/v1`. Mounted only when the api verifies its own tokens (no
 * SUPABASE_URL). The JWKS route is registered separately (registerJwksRoute).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthRoutesDependencies,
): Promise<void> {
  const auth: AuthContext = {
    ...deps,
    rateLimit: createAuthRateLimiter(deps.settings.rateLimits, deps.rateLimitStore),
    signInLimiter: createSignInLimiter(deps.settings.signInLimits, deps.rateLimitStore),
    em: () => deps.orm.em.fork() as EntityManager,
  };
  await app.register(
    async (scope) => {
      // supabase-js posts `{}`-less bodies (logout) with a JSON content type; GoTrue treats an
      // empty body as empty, and a broken one is `bad_json` in the auth error shape.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: maxJsonBodyBytes },
        (_request, text, done) => {
          const source = typeof text === 'string' ? text : text.toString('utf8');
          if (source.trim() === '') return done(null, {});
          try {
            done(null, JSON.parse(source));
          } catch (error) {
            const reason = error instanceof Error ? error.message : 'invalid JSON';
            done(new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`));
          }
        },
      );
      scope.setErrorHandler((error, request, reply) => sendAuthError(request, reply, error));
      scope.setNotFoundHandler((request, reply) =>
        sendAuthError(request, reply, new AuthError(404, 'not_found', 'Not Found')),
      );
      registerSignupRoutes(scope, auth);
      registerTokenRoutes(scope, auth);
      registerUserRoutes(scope, auth);
      registerRecoverRoutes(scope, auth);
      registerOtpRoutes(scope, auth);
      registerVerifyRoutes(scope, auth);
      registerFactorRoutes(scope, auth);
      registerAuthInfoRoutes(scope, auth);
      registerOAuthRoutes(scope, auth, deps.oauthProviders);
    },
    { prefix: authBasePath },
  );
}
