import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { githubServerEndpoints, type ProviderEndpoints } from './auth/oauth/oauth-providers.ts';
import { marketingSiteOf } from './site-addresses.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  MARKETING_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The product website; derived from PUBLIC_URL and MARKETING_PORT when unset. */
  MARKETING_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalString,
  /**
   * Proxies in front of the api whose X-Forwarded-For names the client: addresses, CIDRs or
   * proxy-addr's names (`loopback`, `uniquelocal`), comma-separated. Unset: the socket's
   * address, so a client cannot pick its own IP for the per-IP limits. (Fastify 5 refuses hop
   * counts: they cannot tell a proxy from a client.)
   */
  TRUST_PROXY: optionalString.transform((value): string | false =>
    !value || value === 'false' ? false : value,
  ),
  PUBLIC_URL: optionalString,
  SUPABASE_URL: optionalString,
  SUPABASE_ANON_KEY: optionalString,
  AUTH_JWKS_URL: optionalString,
  AUTH_JWT_SECRET: optionalString,
  AUTH_JWT_ISSUER: optionalString,
  AUTH_JWT_AUDIENCE: z.string().default('authenticated'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** After SIGTERM, how long readiness is false before the port closes (a balancer's probe interval). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  WEB_ROOT: optionalString,
  /** The shell served on its own (its static server): pages are made from its index.html. */
  SHELL_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  REMOTE_MFE_RECIPES_URL: optionalString,
  REMOTE_MFE_SHOPPING_URL: optionalString,
  REMOTE_MFE_CHAT_URL: optionalString,
  REMOTE_MFE_ADMIN_URL: optionalString,
  ALLOW_PRIVATE_IMPORT_URLS: flag,
  // Embedded auth (/auth/v1); ignored when SUPABASE_URL is set.
  AUTH_AUTO_CONFIRM: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  AUTH_JWT_LIFETIME_SECONDS: z.coerce.number().int().min(30).max(604_800).default(3600),
  AUTH_SITE_URL: optionalString,
  /** Comma-separated extra redirect targets (origins or URL prefixes) besides the site URL. */
  AUTH_REDIRECT_URLS: z.string().default(''),
  SMTP_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_CHAT_MODEL: optionalString,
  /** The cooking assistant's model; it must support tool calling. */
  OPENAI_ASSISTANT_MODEL: optionalString,
  OPENAI_VISION_MODEL: optionalString,
  OPENAI_IMAGE_MODEL: optionalString,
  /** The realtime voice model; default a realtime preview model (spec §3). */
  OPENAI_REALTIME_MODEL: optionalString,
  /** Voice sessions one cook may start per hour (each costs provider time). */
  REALTIME_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  /** Keep the words of chat messages in the assistant's usage log (off: only counts and tools). */
  CHAT_LOG_CONTENT: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /** The longest a turn of the assistant may run, tools included. */
  CHAT_TURN_TIMEOUT_MS: z.coerce.number().int().min(5_000).max(600_000).default(120_000),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  /** A GitHub Enterprise Server: its web address, and its API (`https://host/api/v3`). */
  GITHUB_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GITHUB_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_FROM: optionalString,
});

export type Config = ReturnType<typeof parseConfig>;

// The api package (src/ or build/ is one level down). In the workspace, relative paths start at
// the repository root; a release folder made by `pnpm deploy` stands alone and is its own root.
const apiPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = existsSync(join(apiPackageDir, '..', 'pnpm-workspace.yaml'))
  ? resolve(apiPackageDir, '..')
  : apiPackageDir;

/** How access tokens are verified; see README "Configuration". */
export type TokenVerification =
  | { kind: 'local' }
  | { kind: 'jwks'; url: string }
  | { kind: 'secret'; secret: string };

/** Parses the environment once; the only reader of process.env. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    marketing: {
      /** Where the marketing site listens on its own (localhost, spec §1). */
      port: values.MARKETING_PORT,
      ...marketingSiteOf({
        publicUrl,
        marketingPort: values.MARKETING_PORT,
        marketingUrl: values.MARKETING_URL,
      }),
    },
    publicUrl,
    databaseUrl: values.DATABASE_URL,
    // Relative to the repository root, wherever the process was started from.
    dataDir: resolve(workspaceRoot, values.DATA_DIR),
    redisUrl: values.REDIS_URL,
    trustProxy: values.TRUST_PROXY,
    supabase:
      values.SUPABASE_URL && values.SUPABASE_ANON_KEY
        ? { url: values.SUPABASE_URL.replace(/\/$/, ''), anonKey: values.SUPABASE_ANON_KEY }
        : undefined,
    tokens: {
      verification: tokenVerification(values),
      issuer: values.AUTH_JWT_ISSUER ?? defaultIssuer(values, publicUrl),
      audience: values.AUTH_JWT_AUDIENCE,
    },
    adminEmails: new Set(values.ADMIN_EMAILS),
    logLevel: values.LOG_LEVEL,
    drainDelayMs: values.DRAIN_DELAY_MS,
    /** The workspace root holding shell/dist and mfe-*\/dist. */
    webRoot: values.WEB_ROOT ? resolve(values.WEB_ROOT) : workspaceRoot,
    shellUrl: values.SHELL_URL,
    /** Where the shell finds each remote; unset ones are served by this api. */
    remoteUrls: {
      mfe_recipes: values.REMOTE_MFE_RECIPES_URL,
      mfe_shopping: values.REMOTE_MFE_SHOPPING_URL,
      mfe_chat: values.REMOTE_MFE_CHAT_URL,
      mfe_admin: values.REMOTE_MFE_ADMIN_URL,
    },
    allowPrivateImportUrls: values.ALLOW_PRIVATE_IMPORT_URLS,
    /** Without a key every AI feature runs offline with the local provider. */
    openai: {
      apiKey: values.OPENAI_API_KEY,
      baseUrl: values.OPENAI_BASE_URL,
      chatModel: values.OPENAI_CHAT_MODEL,
      /** Unset: the text model, so one model setting still drives everything. */
      assistantModel: values.OPENAI_ASSISTANT_MODEL ?? values.OPENAI_CHAT_MODEL,
      visionModel: values.OPENAI_VISION_MODEL,
      imageModel: values.OPENAI_IMAGE_MODEL,
      realtimeModel: values.OPENAI_REALTIME_MODEL,
      timeoutMs: values.OPENAI_TIMEOUT_MS,
    },
    realtime: {
      sessionsPerHour: values.REALTIME_SESSIONS_PER_HOUR,
      /**
       * Where the browser sends its SDP offer for realtime voice: the provider's origin, which
       * the Content-Security-Policy lets pages connect to. Only with a key (no key: offline voice).
       */
      providerUrl: values.OPENAI_API_KEY
        ? (values.OPENAI_BASE_URL ?? 'https://api.openai.com/v1')
        : undefined,
    },
    chat: {
      logContent: values.CHAT_LOG_CONTENT,
      turnTimeoutMs: values.CHAT_TURN_TIMEOUT_MS,
    },
    auth: {
      autoConfirm: values.AUTH_AUTO_CONFIRM,
      jwtLifetimeSeconds: values.AUTH_JWT_LIFETIME_SECONDS,
      siteUrl: (values.AUTH_SITE_URL ?? publicUrl).replace(/\/$/, ''),
      redirectUrls: values.AUTH_REDIRECT_URLS.split(',')
        .map((url) => url.trim())
        .filter(Boolean),
      smtpUrl: values.SMTP_URL,
      mailFrom: values.SMTP_FROM ?? `Recipes <no-reply@${new URL(publicUrl).hostname}>`,
      /** External sign-in; a provider without both values is "not enabled". */
      google: credentials(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
      github: credentials(
        values.GITHUB_CLIENT_ID,
        values.GITHUB_CLIENT_SECRET,
        githubServerEndpoints(values.GITHUB_URL, values.GITHUB_API_URL),
      ),
    },
  };
}

function credentials(
  clientId: string | undefined,
  clientSecret: string | undefined,
  endpoints?: Partial<ProviderEndpoints>,
) {
  return clientId && clientSecret ? { clientId, clientSecret, endpoints } : undefined;
}

function tokenVerification(values: z.infer<typeof envSchema>): TokenVerification {
  if (values.AUTH_JWT_SECRET) return { kind: 'secret', secret: values.AUTH_JWT_SECRET };
  if (values.AUTH_JWKS_URL) return { kind: 'jwks', url: values.AUTH_JWKS_URL };
  if (values.SUPABASE_URL) {
    return {
      kind: 'jwks',
      url: `${values.SUPABASE_URL.replace(/\/$/, '')}/auth/v1/.well-known/jwks.json`,
    };
  }
  // The api signs its own tokens with a key kept in the database (embedded auth).
  return { kind: 'local' };
}

function defaultIssuer(values: z.infer<typeof envSchema>, publicUrl: string): string | undefined {
  if (values.SUPABASE_URL) return `${values.SUPABASE_URL.replace(/\/$/, '')}/auth/v1`;
  if (values.AUTH_JWKS_URL || values.AUTH_JWT_SECRET) return undefined;
  return `${publicUrl}/auth/v1`;
}
