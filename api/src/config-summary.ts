import type { MaskedSecret, SystemSettings } from '@app/schema';
import { modelChoices } from './ai/model-choices.ts';
import type { Config } from './config.ts';

/** Below this length even 4 characters say too much of a secret: only "set" is shown. */
const shortestSecretShown = 12;

/** Whether a secret is set and, for a long one, its last 4 characters (e.g. "…abcd"). */
export function maskSecret(value: string | undefined): MaskedSecret {
  if (!value) return { isSet: false, masked: null };
  return {
    isSet: true,
    masked: value.length >= shortestSecretShown ? `…${value.slice(-4)}` : 'set',
  };
}

/** A URL with its password (and any query, which may carry a key) replaced by asterisks. */
export function maskUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '(not a URL)';
  }
  if (url.password) url.password = '****';
  if (url.search) url.search = '?****';
  return url.toString();
}

/**
 * The running configuration for the admin dashboard's System Settings, built once at start.
 * Every secret is masked here, so nothing that reads the answer can leak one.
 */
export function summarizeConfig(
  config: Config,
  running: { databaseKind: 'pglite' | 'postgresql'; aiProvider: string },
): SystemSettings {
  const database = config.databaseUrl ? safeUrl(config.databaseUrl) : null;
  const verification = config.tokens.verification;
  const models = modelChoices(config.openai);
  return {
    publicUrl: config.publicUrl,
    database:
      running.databaseKind === 'postgresql'
        ? {
            kind: 'PostgreSQL',
            host: database?.host ?? null,
            name: database
              ? decodeURIComponent(database.pathname.replace(/^\//, '')) || null
              : null,
            dataDir: null,
          }
        : { kind: 'PGlite', host: null, name: null, dataDir: config.dataDir },
    auth: {
      mode: config.supabase
        ? 'supabase'
        : verification.kind === 'local'
          ? 'embedded'
          : verification.kind,
      issuer: config.tokens.issuer ?? null,
      audience: config.tokens.audience,
      supabaseUrl: maskUrl(config.supabase?.url),
      supabaseAnonKey: maskSecret(config.supabase?.anonKey),
      jwtSecret: maskSecret(verification.kind === 'secret' ? verification.secret : undefined),
      jwksUrl: verification.kind === 'jwks' ? maskUrl(verification.url) : null,
      autoConfirm: config.auth.autoConfirm,
      tokenLifetimeSeconds: config.auth.jwtLifetimeSeconds,
      smtpUrl: maskUrl(config.auth.smtpUrl),
      externalProviders: [
        ...(config.auth.google ? ['google'] : []),
        ...(config.auth.github ? ['github'] : []),
      ],
      adminEmailCount: config.adminEmails.size,
    },
    ai: {
      provider: running.aiProvider,
      baseUrl: maskUrl(config.openai.baseUrl),
      apiKey: maskSecret(config.openai.apiKey),
      chatModel: models.chat,
      assistantModel: models.assistant,
      visionModel: models.vision,
      imageModel: models.image,
      realtimeModel: models.realtime,
      timeoutMs: config.openai.timeoutMs ?? null,
    },
    redis: { isEnabled: Boolean(config.redisUrl), url: maskUrl(config.redisUrl) },
    remoteUrls: Object.entries(config.remoteUrls).map(([name, url]) => ({
      name,
      url: maskUrl(url),
    })),
    chat: { logContent: config.chat.logContent, turnTimeoutMs: config.chat.turnTimeoutMs },
  };
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
