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
});
