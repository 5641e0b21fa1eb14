/** The person signed in at a provider, as the account logic needs them. */
export interface ProviderProfile {
  id: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
  avatarUrl: string | null;
}

export interface ProviderEndpoints {
  /** The authorization server's issuer identifier. */
  issuer: string;
  authorization: string;
  token: string;
  /** Where the profile is read with the access token (userinfo, or GitHub's REST API root). */
  profile: string;
}

export interface OAuthProvider {
  name: 'google' | 'github';
  clientId: string;
  clientSecret: string;
  scopes: string;
  endpoints: ProviderEndpoints;
  readProfile(accessToken: string): Promise<ProviderProfile>;
}

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
  /** Other endpoints than the provider's public ones (a GitHub Enterprise, or a test stand-in). */
  endpoints?: Partial<ProviderEndpoints>;
}

const googleEndpoints: ProviderEndpoints = {
  issuer: 'https://accounts.google.com',
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  profile: 'https://openidconnect.googleapis.com/v1/userinfo',
};

const githubEndpoints: ProviderEndpoints = {
  issuer: 'https://github.com',
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  profile: 'https://api.github.com',
};

/** github.com unless a GitHub Enterprise Server's web and API addresses are given. */
export function githubServerEndpoints(
  webUrl?: string,
  apiUrl?: string,
): Partial<ProviderEndpoints> {
  const web = webUrl?.replace(/\/$/, '');
  return {
    ...(web && {
      issuer: web,
      authorization: `${web}/login/oauth/authorize`,
      token: `${web}/login/oauth/access_token`,
    }),
    ...(apiUrl && { profile: apiUrl.replace(/\/$/, '') }),
  };
}

/** The providers whose client id and secret are configured; the others are "not enabled". */
export function configuredProviders(credentials: {
  google?: ProviderCredentials;
  github?: ProviderCredentials;
}): Map<string, OAuthProvider> {
  const providers = new Map<string, OAuthProvider>();
  if (credentials.google) providers.set('google', google(credentials.google));
  if (credentials.github) providers.set('github', github(credentials.github));
  return providers;
}

function google(credentials: ProviderCredentials): OAuthProvider {
  const endpoints = { ...googleEndpoints, ...credentials.endpoints };
  return {
    name: 'google',
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    // No `openid` scope: the profile comes from the userinfo endpoint, so no ID token has to be
    // validated against Google's key set (one network dependency fewer at sign-in).
    scopes: 'email profile',
    endpoints,
    readProfile: async (accessToken) => {
      const info = await getJson(endpoints.profile, accessToken);
      return {
        id: String(info.sub ?? ''),
        email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
        isEmailVerified: info.email_verified === true,
        name: typeof info.name === 'string' ? info.name : null,
        avatarUrl: typeof info.picture === 'string' ? info.picture : null,
      };
    },
  };
}

function github(credentials: ProviderCredentials): OAuthProvider {
  const endpoints = { ...githubEndpoints, ...credentials.endpoints };
  return {
    name: 'github',
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    scopes: 'read:user user:email',
    endpoints,
    readProfile: async (accessToken) => {
      const user = await getJson(`${endpoints.profile}/user`, accessToken);
      // The profile's e-mail may be hidden; the primary verified address is in /user/emails.
      const emails = (await getJson(`${endpoints.profile}/user/emails`, accessToken)) as unknown;
      const primary = Array.isArray(emails)
        ? (emails as { email?: string; primary?: boolean; verified?: boolean }[]).find(
            (entry) => entry.primary && entry.verified,
          )
        : undefined;
      return {
        id: String(user.id ?? ''),
        email: primary?.email?.toLowerCase() ?? null,
        isEmailVerified: primary !== undefined,
        name:
          typeof user.name === 'string'
            ? user.name
            : typeof user.login === 'string'
              ? user.login
              : null,
        avatarUrl: typeof user.avatar_url === 'string' ? user.avatar_url : null,
      };
    },
  };
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'recipe-organizer',
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
