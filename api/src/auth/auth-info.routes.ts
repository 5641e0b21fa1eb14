import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-dependencies.ts';

/** Read-only endpoints: settings and health. */
export function registerAuthInfoRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.get('/settings', async () => ({
    external: {
      email: true,
      phone: false,
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      github: auth.oauthProviders.has('github'),
      gitlab: false,
      google: auth.oauthProviders.has('google'),
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: auth.settings.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: false,
  }));

  app.get('/health', async () => ({
    version: 'embedded',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
}
