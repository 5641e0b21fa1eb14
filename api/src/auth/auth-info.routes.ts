import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-dependencies.ts';
import { validationFailed } from './auth-error.ts';

/** Read-only endpoints: settings, health, and the OAuth entry point (no providers yet). */
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
      github: false,
      gitlab: false,
      google: false,
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

  // OAuth providers are not offered by the embedded server (yet); GoTrue's answer for an
  // unconfigured provider, which a browser shows as a page.
  app.get('/authorize', async () => {
    throw validationFailed('Unsupported provider: provider is not enabled');
  });
}
