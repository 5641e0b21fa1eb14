import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fragmentOf, newEmail, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { rest } from './http.ts';
import { startOAuthStandIn } from './oauth-provider-stand-in.ts';

const clientId = 'stand-in-client';
const clientSecret = 'stand-in-secret';
const callbackPage = 'http://localhost:5173/auth/callback';

let provider: Awaited<ReturnType<typeof startOAuthStandIn>>;
let app: TestApp;

beforeAll(async () => {
  provider = await startOAuthStandIn({ clientId, clientSecret });
  app = await createTestApp({
    auth: {},
    oauthProviders: { github: { clientId, clientSecret, endpoints: provider.endpoints } },
  });
});

afterAll(async () => {
  await app.close();
  await provider.close();
});

beforeEach(() => {
  // A new person per test: a provider identity, once linked, stays with its first account.
  provider.state.refuse = false;
  provider.state.person = {
    id: Math.floor(Math.random() * 1e9),
    login: 'mona',
    name: 'Mona Octocat',
    email: newEmail('mona'),
    isEmailVerified: true,
  };
});

/**
 * Follows the browser's redirects: our /authorize → the provider → our /callback → the app.
 * The api's public address in tests is not the test port, so /auth/v1 URLs are sent to the app.
 */
async function browse(start: string): Promise<string> {
  let url = start;
  for (let hop = 0; hop < 5; hop += 1) {
    const target = new URL(url);
    const local =
      target.pathname.startsWith('/auth/v1/') &&
      target.hostname === 'localhost' &&
      target.port === '8080';
    const response = await fetch(local ? `${app.url}${target.pathname}${target.search}` : url, {
      redirect: 'manual',
    });
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `${url} answered ${response.status} without a redirect: ${await response.text()}`,
      );
    if (location.startsWith(callbackPage)) return location;
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

describe('sign-in with GitHub (stand-in provider)', () => {
  it('completes the PKCE flow through supabase-js and creates the account', async () => {
    const client = supabaseClient(app, { flowType: 'pkce' });
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: callbackPage, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const landed = new URL(await browse(data.url ?? ''));
    const code = landed.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    const user = exchanged.data.user;
    expect(user?.email).toBe(provider.state.person?.email);
    expect(user?.app_metadata.providers).toEqual(['github']);
    expect(user?.user_metadata).toMatchObject({
      full_name: 'Mona Octocat',
      avatar_url: `https://avatars.example/${provider.state.person?.id}`,
    });
    expect(user?.identities?.map((identity) => identity.provider)).toEqual(['github']);

    // The api accepts the session and names the profile after the provider's name.
    const token = exchanged.data.session?.access_token ?? '';
    const profile = await rest<{ firstName: string; lastName: string }>(
      app,
      'GET',
      '/api/auth/user',
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ firstName: 'Mona', lastName: 'Octocat' });
  });

  it('signs the same person in to the same account the next time', async () => {
    const first = await signInImplicitly();
    const second = await signInImplicitly();
    expect(second.get('access_token')).toBeTruthy();
    const ids = await Promise.all([first, second].map(async (fragment) => userIdOf(fragment)));
    expect(ids[0]).toBe(ids[1]);
  });

  it('links a verified provider address to the existing e-mail account', async () => {
    const email = provider.state.person?.email ?? '';
    const signUp = await supabaseClient(app).auth.signUp({ email, password: 'correct horse' });
    expect(signUp.error).toBeNull();
    const fragment = await signInImplicitly();
    const user = await userOf(fragment);
    expect(user.id).toBe(signUp.data.user?.id);
    expect(user.app_metadata.providers).toEqual(['email', 'github']);
  });

  it('ends what an unproven holder of the address set up when the provider proves it', async () => {
    const email = provider.state.person?.email ?? '';
    // Someone registered the address ahead of its owner (auto-confirm proves nothing).
    const squatter = supabaseClient(app);
    const { data } = await squatter.auth.signUp({ email, password: 'correct horse' });
    const squatterToken = data.session?.access_token ?? '';
    expect(
      (await rest(app, 'GET', '/api/recipes', { headers: bearer(squatterToken) })).status,
    ).toBe(200);

    const fragment = await signInImplicitly();
    expect(await userIdOf(fragment)).toBe(data.user?.id);
    expect(
      (await rest(app, 'GET', '/api/recipes', { headers: bearer(squatterToken) })).status,
    ).toBe(401);
    expect((await squatter.auth.refreshSession()).error).not.toBeNull();
    const { error } = await supabaseClient(app).auth.signInWithPassword({
      email,
      password: 'correct horse',
    });
    expect(error?.code).toBe('invalid_credentials');
    // The owner's own sign-in goes on.
    expect((await signInImplicitly()).get('access_token')).toBeTruthy();
  });

  it('takes an address the provider has verified as proven for admin rights', async () => {
    app.adminEmails.add(provider.state.person?.email ?? '');
    const fragment = await signInImplicitly();
    const stats = await fetch(`${app.url}/api/admin/stats`, {
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(stats.status).toBe(200);
  });

  it('returns tokens in the fragment for an implicit client, with the provider token', async () => {
    const fragment = await signInImplicitly();
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('provider_token')).toMatch(/^gho_/);
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
  });

  it('sends the browser back with the error when the person refuses', async () => {
    provider.state.refuse = true;
    const landed = new URL(await browse(await authorizeUrl('implicit')));
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(fragmentOf(landed.toString()).get('error_description')).toBe(
      'The user has denied your application access.',
    );
  });

  it('refuses a person whose address the provider has not verified', async () => {
    if (provider.state.person) provider.state.person.isEmailVerified = false;
    const landed = new URL(await browse(await authorizeUrl('implicit')));
    expect(landed.searchParams.get('error')).toBe('server_error');
    expect(landed.searchParams.get('error_description')).toBe(
      'Error getting user email from external provider',
    );
  });

  it('answers a provider that is not configured with a clear 400', async () => {
    const response = await fetch(
      `${app.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(callbackPage)}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('refuses a callback with an unknown state', async () => {
    const response = await fetch(
      `${app.url}/auth/v1/callback?code=x&state=${crypto.randomUUID()}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
  });

  it('lists only configured providers in the settings', async () => {
    const settings = (await (await fetch(`${app.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect([settings.external.github, settings.external.google]).toEqual([true, false]);
  });
});

async function authorizeUrl(flowType: 'implicit' | 'pkce'): Promise<string> {
  const { data } = await supabaseClient(app, { flowType }).auth.signInWithOAuth({
    provider: 'github',
    options: { redirectTo: callbackPage, skipBrowserRedirect: true },
  });
  return data.url ?? '';
}

async function signInImplicitly(): Promise<URLSearchParams> {
  return fragmentOf(await browse(await authorizeUrl('implicit')));
}

async function userOf(fragment: URLSearchParams) {
  const { data, error } = await supabaseClient(app).auth.getUser(
    fragment.get('access_token') ?? '',
  );
  if (error || !data.user) throw error ?? new Error('no user');
  return data.user;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function userIdOf(fragment: URLSearchParams) {
  return (await userOf(fragment)).id;
}

describe('linked identities (linkIdentity, unlinkIdentity)', () => {
  const password = 'correct horse';

  /** A signed-in client of a new e-mail account, its session in memory. */
  async function emailAccount() {
    const email = newEmail('linker');
    const client = supabaseClient(app, { storageKey: email });
    const { error } = await client.auth.signUp({ email, password });
    expect(error).toBeNull();
    return { client, email };
  }

  /** linkIdentity as a browser does it: the URL from the api, then the provider, then back. */
  async function linkGitHub(client: ReturnType<typeof supabaseClient>): Promise<URLSearchParams> {
    const { data, error } = await client.auth.linkIdentity({
      provider: 'github',
      options: { redirectTo: callbackPage, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    expect(new URL(data.url ?? '').origin).toBe(new URL(provider.endpoints.authorization).origin);
    return fragmentOf(await browse(data.url ?? ''));
  }

  it('links a provider to the signed-in account, which then signs in with either', async () => {
    const { client, email } = await emailAccount();
    const landed = await linkGitHub(client);
    expect(landed.get('error')).toBeNull();
    const linked = await client.auth.getUserIdentities();
    expect(linked.data?.identities.map((identity) => identity.provider).sort()).toEqual([
      'email',
      'github',
    ]);
    // The provider's address differs from the account's: the account keeps its own.
    const viaProvider = await supabaseClient(app).auth.getUser(landed.get('access_token') ?? '');
    expect(viaProvider.data.user?.email).toBe(email);
    expect(viaProvider.data.user?.app_metadata.providers).toEqual(['email', 'github']);
    // The password still signs in too.
    const withPassword = await supabaseClient(app).auth.signInWithPassword({ email, password });
    expect(withPassword.error).toBeNull();
    // And GitHub alone finds the same account.
    const signIn = supabaseClient(app);
    const started = await signIn.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: callbackPage, skipBrowserRedirect: true },
    });
    const again = fragmentOf(await browse(started.data.url ?? ''));
    const same = await signIn.auth.getUser(again.get('access_token') ?? '');
    expect(same.data.user?.email).toBe(email);
  });

  it('refuses a provider identity that already belongs to another account', async () => {
    const first = await emailAccount();
    await linkGitHub(first.client);
    const second = await emailAccount();
    const landed = await linkGitHub(second.client);
    expect(landed.get('error_code')).toBe('identity_already_exists');
    expect(landed.get('error_description')).toBe('Identity is already linked to another user');
    const identities = await second.client.auth.getUserIdentities();
    expect(identities.data?.identities.map((identity) => identity.provider)).toEqual(['email']);
  });

  it('unlinks one way to sign in, never the last', async () => {
    const { client, email } = await emailAccount();
    await linkGitHub(client);
    const { data } = await client.auth.getUserIdentities();
    const github = data?.identities.find((identity) => identity.provider === 'github');
    const emailIdentity = data?.identities.find((identity) => identity.provider === 'email');
    if (!github || !emailIdentity) throw new Error('both identities expected');

    const unlinked = await client.auth.unlinkIdentity(github);
    expect(unlinked.error).toBeNull();
    const left = await client.auth.getUserIdentities();
    expect(left.data?.identities.map((identity) => identity.provider)).toEqual(['email']);

    const last = await client.auth.unlinkIdentity(emailIdentity);
    expect(last.error?.code).toBe('single_identity_not_deletable');
    expect(last.error?.message).toBe('User must have at least 1 identity after unlinking');
    expect(
      (await supabaseClient(app).auth.signInWithPassword({ email, password })).error,
    ).toBeNull();
  });

  it("finds no other account's identity to unlink", async () => {
    const owner = await emailAccount();
    await linkGitHub(owner.client);
    const { data } = await owner.client.auth.getUserIdentities();
    const github = data?.identities.find((identity) => identity.provider === 'github');
    if (!github) throw new Error('github identity expected');
    const stranger = await emailAccount();
    const refused = await stranger.client.auth.unlinkIdentity(github);
    expect(refused.error?.code).toBe('identity_not_found');
    expect((await owner.client.auth.getUserIdentities()).data?.identities).toHaveLength(2);
  });

  it('refuses linkIdentity without a session', async () => {
    const answer = await fetch(
      `${app.url}/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true`,
    );
    expect(answer.status).toBe(401);
  });

  it('links nothing once the session that asked has ended, nor the same identity twice', async () => {
    const { client } = await emailAccount();
    const started = await client.auth.linkIdentity({
      provider: 'github',
      options: { redirectTo: callbackPage, skipBrowserRedirect: true },
    });
    await client.auth.signOut();
    const landed = fragmentOf(await browse(started.data.url ?? ''));
    expect(landed.get('error_code')).toBe('session_not_found');

    const again = await emailAccount();
    await linkGitHub(again.client);
    const twice = await linkGitHub(again.client);
    expect(twice.get('error_code')).toBe('identity_already_exists');
    expect(twice.get('error_description')).toBe('Identity is already linked');
  });
});
