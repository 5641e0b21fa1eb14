import { describe, expect, it } from 'vitest';
import { type SystemSettings, settingsGroups } from './settings-groups.ts';

const settings: SystemSettings = {
  publicUrl: 'https://app.mise.test',
  database: { kind: 'PGlite', host: null, name: null, dataDir: '/var/lib/mise' },
  auth: {
    mode: 'embedded',
    issuer: null,
    audience: 'authenticated',
    supabaseUrl: null,
    supabaseAnonKey: { isSet: false, masked: null },
    jwtSecret: { isSet: true, masked: 'set' },
    jwksUrl: null,
    autoConfirm: false,
    tokenLifetimeSeconds: 3600,
    smtpUrl: 'smtp://mailer:****@smtp.mise.test:587',
    externalProviders: ['github'],
    adminEmailCount: 2,
  },
  ai: {
    provider: 'openai',
    baseUrl: 'http://127.0.0.1:9/v1',
    apiKey: { isSet: true, masked: '…wxyz' },
    chatModel: { name: 'gpt-4o-mini', isDefault: false },
    assistantModel: { name: 'gpt-4o-mini', isDefault: false },
    visionModel: { name: 'gpt-4o-mini', isDefault: true },
    imageModel: { name: 'gpt-image-1', isDefault: true },
    realtimeModel: { name: 'gpt-realtime', isDefault: false },
    timeoutMs: 30000,
  },
  redis: { isEnabled: false, url: null },
  remoteUrls: [
    { name: 'mfe_recipes', url: null },
    { name: 'mfe_admin', url: 'https://cdn.mise.test/admin/remoteEntry.js' },
  ],
  chat: { logContent: true, turnTimeoutMs: 120000 },
};

const value = (groupId: string, label: string) =>
  settingsGroups(settings)
    .find((group) => group.id === groupId)
    ?.rows.find((row) => row.label === label);

describe('settingsGroups', () => {
  it('groups the settings as the page shows them', () => {
    expect(settingsGroups(settings).map((group) => group.title)).toEqual([
      'Database',
      'Sign-in',
      'AI',
      'Redis',
      'Remotes',
      'Assistant',
    ]);
  });

  it('shows secrets exactly as the server masked them, and unset ones as Not set', () => {
    expect(value('ai', 'API key')).toEqual({ label: 'API key', value: '…wxyz', tone: 'secret' });
    expect(value('sign-in', 'JWT secret')).toEqual({
      label: 'JWT secret',
      value: 'set',
      tone: 'secret',
    });
    expect(value('sign-in', 'Supabase anon key')?.value).toBe('Not set');
    expect(value('sign-in', 'Mail server')?.value).toBe('smtp://mailer:****@smtp.mise.test:587');
  });

  it('says what each value means rather than printing raw flags', () => {
    expect(value('database', 'Data folder')?.value).toBe('/var/lib/mise');
    expect(value('database', 'Host')).toBeUndefined();
    expect(value('sign-in', 'Token lifetime')?.value).toBe('3600 s');
    expect(value('redis', 'Enabled')?.value).toBe('No');
    expect(value('remotes', 'mfe_recipes')?.value).toBe('Served by this api');
    expect(value('remotes', 'mfe_admin')?.tone).toBe('code');
    expect(value('assistant', 'Message text in the chat log')?.value).toBe('Logged');
    expect(value('assistant', 'Turn time limit')?.value).toBe('120 s');
  });

  it('shows the model each task runs on, saying which are defaults, and none offline', () => {
    expect(value('ai', 'Chat model')?.value).toBe('gpt-4o-mini');
    expect(value('ai', 'Image model')?.value).toBe('gpt-image-1 (default)');
    expect(value('ai', 'Realtime voice model')?.value).toBe('gpt-realtime');
    const offline = settingsGroups({ ...settings, ai: { ...settings.ai, provider: 'local' } });
    const chatModel = offline.find((group) => group.id === 'ai')?.rows[3];
    expect(chatModel).toEqual({ label: 'Chat model', value: 'Not used offline', tone: 'off' });
  });
});
