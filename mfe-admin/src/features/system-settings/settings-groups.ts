import type { AdminSystemSettingsQueryQuery } from '../../__generated__/graphql.ts';

export type SystemSettings = AdminSystemSettingsQueryQuery['adminSystemSettings'];

/** How a value is drawn: plain text, a code-like value (URLs, paths), or a masked secret. */
export type SettingTone = 'text' | 'code' | 'secret' | 'off';

export interface SettingRow {
  label: string;
  value: string;
  tone: SettingTone;
}

export interface SettingsGroup {
  id: 'database' | 'sign-in' | 'ai' | 'redis' | 'remotes' | 'assistant';
  title: string;
  description: string;
  rows: SettingRow[];
}

const notSet: SettingRow['value'] = 'Not set';

function text(label: string, value: string | number | null | undefined): SettingRow {
  return value === null || value === undefined || value === ''
    ? { label, value: notSet, tone: 'off' }
    : { label, value: String(value), tone: 'text' };
}

function code(label: string, value: string | null | undefined): SettingRow {
  return value ? { label, value, tone: 'code' } : { label, value: notSet, tone: 'off' };
}

/** A secret exactly as the server masked it ("…abcd", or "set" for a short one). */
function secret(label: string, value: { isSet: boolean; masked?: string | null }): SettingRow {
  if (!value.isSet) return { label, value: notSet, tone: 'off' };
  return { label, value: value.masked ?? 'set', tone: 'secret' };
}

/** The model a task runs on; offline, no model is called at all. */
function model(
  label: string,
  choice: { name: string; isDefault: boolean },
  provider: string,
): SettingRow {
  if (provider === 'local') return { label, value: 'Not used offline', tone: 'off' };
  return {
    label,
    value: choice.isDefault ? `${choice.name} (default)` : choice.name,
    tone: 'text',
  };
}

function yesNo(label: string, value: boolean, yes = 'On', no = 'Off'): SettingRow {
  return { label, value: value ? yes : no, tone: 'text' };
}

function duration(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/**
 * The settings in the groups the page shows, in order. Only what the server answered is shown,
 * and a secret only as its masked form: nothing here can widen what the server let out.
 */
export function settingsGroups(settings: SystemSettings): SettingsGroup[] {
  const { database, auth, ai, redis, remoteUrls, chat } = settings;
  return [
    {
      id: 'database',
      title: 'Database',
      description: 'Where recipes, lists and accounts are kept.',
      rows: [
        text('Kind', database.kind),
        ...(database.kind === 'PGlite'
          ? [code('Data folder', database.dataDir)]
          : [code('Host', database.host), text('Database', database.name)]),
        code('Public address', settings.publicUrl),
      ],
    },
    {
      id: 'sign-in',
      title: 'Sign-in',
      description: 'How accounts sign in and how their tokens are checked.',
      rows: [
        text('Mode', auth.mode),
        code('Issuer', auth.issuer),
        text('Audience', auth.audience),
        code('Supabase URL', auth.supabaseUrl),
        secret('Supabase anon key', auth.supabaseAnonKey),
        secret('JWT secret', auth.jwtSecret),
        code('JWKS URL', auth.jwksUrl),
        yesNo('Auto-confirm new accounts', auth.autoConfirm, 'Yes', 'No'),
        text('Token lifetime', duration(auth.tokenLifetimeSeconds * 1000)),
        code('Mail server', auth.smtpUrl ?? 'Outbox folder (no mail is sent)'),
        text(
          'External providers',
          auth.externalProviders.length > 0 ? auth.externalProviders.join(', ') : 'None',
        ),
        text('Admin addresses', auth.adminEmailCount),
      ],
    },
    {
      id: 'ai',
      title: 'AI',
      description: 'The provider behind imports, pictures and the assistant.',
      rows: [
        text('Provider', ai.provider === 'local' ? 'local (offline)' : ai.provider),
        code('Base URL', ai.baseUrl),
        secret('API key', ai.apiKey),
        model('Chat model', ai.chatModel, ai.provider),
        model('Assistant model', ai.assistantModel, ai.provider),
        model('Vision model', ai.visionModel, ai.provider),
        model('Image model', ai.imageModel, ai.provider),
        model('Realtime voice model', ai.realtimeModel, ai.provider),
        text('Timeout', duration(ai.timeoutMs)),
      ],
    },
    {
      id: 'redis',
      title: 'Redis',
      description: 'Shared state between api instances, when there are several.',
      rows: [yesNo('Enabled', redis.isEnabled, 'Yes', 'No'), code('URL', redis.url)],
    },
    {
      id: 'remotes',
      title: 'Remotes',
      description: 'Where each part of the app is loaded from.',
      rows: remoteUrls.map((remote) =>
        remote.url
          ? { label: remote.name, value: remote.url, tone: 'code' as const }
          : { label: remote.name, value: 'Served by this api', tone: 'text' as const },
      ),
    },
    {
      id: 'assistant',
      title: 'Assistant',
      description: 'The chat log and how long a turn may run.',
      rows: [
        yesNo('Message text in the chat log', chat.logContent, 'Logged', 'Not logged'),
        text('Turn time limit', duration(chat.turnTimeoutMs)),
      ],
    },
  ];
}
