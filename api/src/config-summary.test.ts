import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { maskSecret, maskUrl, summarizeConfig } from './config-summary.ts';

describe('the system settings summary', () => {
  it('names the PostgreSQL host and database but never the password', () => {
    const summary = summarizeConfig(
      parseConfig({ DATABASE_URL: 'postgres://app:db-password-1@db.internal:5433/mise' }),
      { databaseKind: 'postgresql', aiProvider: 'local' },
    );
    expect(summary.database).toEqual({
      kind: 'PostgreSQL',
      host: 'db.internal:5433',
      name: 'mise',
      dataDir: null,
    });
    expect(JSON.stringify(summary)).not.toContain('db-password-1');
  });

  it('shows the last 4 characters of a long secret only, and only "set" for a short one', () => {
    expect(maskSecret('sk-proj-abcdefghijklmnop')).toEqual({ isSet: true, masked: '…mnop' });
    expect(maskSecret('short')).toEqual({ isSet: true, masked: 'set' });
    expect(maskSecret(undefined)).toEqual({ isSet: false, masked: null });
  });

  it('masks passwords and query strings in addresses', () => {
    expect(maskUrl('redis://:pw@cache:6379')).toBe('redis://:****@cache:6379');
    expect(maskUrl('https://api.example/v1?key=secret')).toBe('https://api.example/v1?****');
    expect(maskUrl('not a url')).toBe('(not a URL)');
  });

  it('names the model each AI task runs on, and which ones are defaults', () => {
    const summary = summarizeConfig(
      parseConfig({ OPENAI_API_KEY: 'sk-test-key-0001', OPENAI_CHAT_MODEL: 'gpt-4o-mini' }),
      { databaseKind: 'pglite', aiProvider: 'openai' },
    );
    expect(summary.ai.chatModel).toEqual({ name: 'gpt-4o-mini', isDefault: false });
    // Unset, the assistant and photos follow the chat model the cook configured.
    expect(summary.ai.assistantModel).toEqual({ name: 'gpt-4o-mini', isDefault: false });
    expect(summary.ai.visionModel).toEqual({ name: 'gpt-4o-mini', isDefault: true });
    expect(summary.ai.imageModel).toEqual({ name: 'gpt-image-1', isDefault: true });
    expect(summary.ai.realtimeModel).toEqual({ name: 'gpt-4o-realtime-preview', isDefault: true });
    expect(
      summarizeConfig(parseConfig({ OPENAI_REALTIME_MODEL: ' gpt-realtime ' }), {
        databaseKind: 'pglite',
        aiProvider: 'openai',
      }).ai.realtimeModel,
    ).toEqual({ name: 'gpt-realtime', isDefault: false });
  });
});
