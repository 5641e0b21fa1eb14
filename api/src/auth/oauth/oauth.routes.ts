import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as openid from 'openid-client';
import type { AuthContext } from '../auth-dependencies.ts';
import { AuthError, validationFailed } from '../auth-error.ts';
import { isBanned, sessionExists, startSession } from '../auth-sessions.ts';
import { requireSession } from '../bearer-session.ts';
import { assertSecondFactorGiven } from '../mfa/assurance-level.ts';
import { readPkceChallenge, startFlow } from '../pkce-flow.ts';
import { resolveRedirect, withFragment, withQuery } from '../redirect-url.ts';
import {
  findOrCreateOAuthUser,
  IdentityTakenError,
  linkProviderIdentity,
  MissingProviderEmailError,
} from './oauth-accounts.ts';
import { OAuthFlow } from './oauth-flow.entity.ts';
import type { OAuthProvider } from './oauth-providers.ts';

/** Query keys of /authorize that are ours; any other is passed on to the provider (§4.9). */
const reservedKeys = new Set([
  'provider',
  'redirect_to',
  'code_challenge',
  'code_challenge_method',
  'scopes',
  'skip_http_redirect',
  'flow_type',
]);
const providerReservedKeys = new Set([
  'client_id',
  'redirect_uri',
  'response_type',
  'state',
  'scope',
]);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sign-in with Google or GitHub: authorization code flow with PKCE towards the provider
 * (openid-client), then the browser returns to the app by the contract's redirects (§7):
 * `?code=` for a PKCE client, tokens in the fragment otherwise.
 */
export function registerOAuthRoutes(
  app: FastifyInstance,
  auth: AuthContext,
  providers: ReadonlyMap<string, OAuthProvider>,
): void {
  const callbackUrl = `${auth.settings.issuer}/callback`;
  const configurations = new Map(
    [...providers].map(([name, provider]) => [name, configurationFor(provider)]),
  );

  /** Records the flow and answers where the browser goes at the provider. */
  const startProviderFlow = async (
    query: Record<string, unknown>,
    linking: { userId: string; sessionId: string } | null,
  ): Promise<string> => {
    const provider = providers.get(String(query.provider ?? ''));
    const configuration = configurations.get(String(query.provider ?? ''));
    if (!provider || !configuration)
      throw validationFailed('Unsupported provider: provider is not enabled');
    const challenge = readPkceChallenge(query);
    const em = auth.em();
    const verifier = openid.randomPKCECodeVerifier();
    const flow = em.create(OAuthFlow, {
      id: randomUUID(),
      provider: provider.name,
      redirectTo: resolveRedirect(query.redirect_to, auth.settings),
      codeChallenge: challenge?.codeChallenge ?? null,
      codeChallengeMethod: challenge?.method ?? null,
      providerCodeVerifier: verifier,
      linkingUserId: linking?.userId ?? null,
      linkingSessionId: linking?.sessionId ?? null,
    });
    await em.flush();
    const extraScopes = typeof query.scopes === 'string' ? ` ${query.scopes}` : '';
    const passedOn = Object.fromEntries(
      Object.entries(query).filter(
        ([key, value]) =>
          !reservedKeys.has(key) && !providerReservedKeys.has(key) && typeof value === 'string',
      ),
    ) as Record<string, string>;
    const target = openid.buildAuthorizationUrl(configuration, {
      ...passedOn,
      redirect_uri: callbackUrl,
      scope: `${provider.scopes}${extraScopes}`,
      state: flow.id,
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return target.href;
  };

  app.get('/authorize', async (request, reply) =>
    reply.redirect(await startProviderFlow(request.query as Record<string, unknown>, null), 302),
  );

  // linkIdentity: the same flow from a signed-in session; supabase-js asks for the URL as JSON.
  app.get('/user/identities/authorize', async (request, reply) => {
    const em = auth.em();
    const { user, session } = await requireSession(auth, em, request);
    await assertSecondFactorGiven(em, user.id, session, 'link or unlink identities');
    const query = request.query as Record<string, unknown>;
    const url = await startProviderFlow(query, { userId: user.id, sessionId: session.id });
    if (query.skip_http_redirect === 'true') return { url };
    return reply.redirect(url, 302);
  });

  app.get('/callback', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const state =
      typeof query.state === 'string' && uuidPattern.test(query.state) ? query.state : null;
    const em = auth.em();
    const flow = state ? await em.findOne(OAuthFlow, { id: state }) : null;
    if (!flow) throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
    // Single use, whatever happens next.
    await em.nativeDelete(OAuthFlow, { id: flow.id });

    const fail = (error: string, description: string) =>
      redirectWithError(reply, flow.redirectTo, error, description);
    if (typeof query.error === 'string') {
      return fail(
        query.error,
        typeof query.error_description === 'string'
          ? query.error_description
          : 'Sign-in was cancelled.',
      );
    }
    if (Date.now() - flow.createdAt.getTime() > auth.settings.flowStateLifetimeSeconds * 1000) {
      return fail('invalid_request', 'The sign-in took too long; please try again.');
    }
    const provider = providers.get(flow.provider);
    const configuration = configurations.get(flow.provider);
    if (!provider || !configuration)
      return fail('invalid_request', 'Unsupported provider: provider is not enabled');

    let providerToken: string;
    let user: Awaited<ReturnType<typeof findOrCreateOAuthUser>>['user'];
    try {
      const currentUrl = new URL(callbackUrl);
      for (const [key, value] of Object.entries(query))
        if (typeof value === 'string') currentUrl.searchParams.set(key, value);
      const tokens = await openid.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.providerCodeVerifier,
        expectedState: flow.id,
      });
      providerToken = tokens.access_token;
      const profile = await provider.readProfile(providerToken);
      if (flow.linkingUserId) {
        // Signed out (or the password changed) since the link was asked for: no link.
        if (!flow.linkingSessionId || !(await sessionExists(em, flow.linkingSessionId))) {
          return fail('session_not_found', 'The session that asked to link has ended.');
        }
        user = await linkProviderIdentity(em, flow.linkingUserId, provider.name, profile);
      } else {
        const account = await findOrCreateOAuthUser(em, provider.name, profile);
        user = account.user;
        if (account.endedSessionIds.length > 0) {
          await auth.sessionsEnded?.(account.endedSessionIds);
        }
      }
    } catch (error) {
      if (error instanceof MissingProviderEmailError) return fail('server_error', error.message);
      if (error instanceof IdentityTakenError)
        return fail('identity_already_exists', error.message);
      request.log.warn({ err: error, provider: provider.name }, 'external sign-in failed');
      return fail('server_error', `Could not sign in with ${provider.name}. Please try again.`);
    }
    if (isBanned(user)) return fail('access_denied', 'User is banned');

    if (flow.codeChallenge && flow.codeChallengeMethod) {
      const pkce = await startFlow(
        em,
        user.id,
        {
          codeChallenge: flow.codeChallenge,
          method: flow.codeChallengeMethod === 'plain' ? 'plain' : 's256',
        },
        'oauth',
      );
      pkce.authCodeIssuedAt = new Date();
      await em.flush();
      return reply.redirect(withQuery(flow.redirectTo, { code: pkce.authCode }), 302);
    }
    const session = await startSession(auth, em, user, 'oauth');
    return reply.redirect(
      withFragment(flow.redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: providerToken,
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
      }),
      302,
    );
  });
}

function configurationFor(provider: OAuthProvider): openid.Configuration {
  const configuration = new openid.Configuration(
    {
      issuer: provider.endpoints.issuer,
      authorization_endpoint: provider.endpoints.authorization,
      token_endpoint: provider.endpoints.token,
    },
    provider.clientId,
    provider.clientSecret,
  );
  // Plain HTTP only for a provider on this machine (a test stand-in); real providers are HTTPS.
  const tokenHost = new URL(provider.endpoints.token).hostname;
  if (['127.0.0.1', 'localhost', '[::1]'].includes(tokenHost))
    openid.allowInsecureRequests(configuration);
  return configuration;
}

/** The failure both in the query (PKCE clients) and the fragment (implicit clients), §7. */
function redirectWithError(
  reply: FastifyReply,
  redirectTo: string,
  error: string,
  description: string,
) {
  const details = { error, error_code: error, error_description: description };
  return reply.redirect(withFragment(withQuery(redirectTo, details), { ...details, sb: '' }), 302);
}
