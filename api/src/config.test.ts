import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['uniquelocal', 'uniquelocal'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(
      expected,
    );
  });
});

describe('OPENAI_ASSISTANT_MODEL', () => {
  it('names the assistant model on its own', () => {
    const { openai } = parseConfig({
      OPENAI_CHAT_MODEL: 'gpt-4.1-nano',
      OPENAI_ASSISTANT_MODEL: ' qwen3:8b ',
    });
    expect(openai.assistantModel).toBe('qwen3:8b');
    expect(openai.chatModel).toBe('gpt-4.1-nano');
  });

  it('falls back to the text model, then to the default of the chat model factory', () => {
    expect(parseConfig({ OPENAI_CHAT_MODEL: 'gpt-4.1-nano' }).openai.assistantModel).toBe(
      'gpt-4.1-nano',
    );
    expect(parseConfig({ OPENAI_ASSISTANT_MODEL: '  ' }).openai.assistantModel).toBeUndefined();
  });
});

describe('the assistant', () => {
  it('keeps no message text and gives a turn two minutes unless told otherwise', () => {
    expect(parseConfig({}).chat).toEqual({ logContent: false, turnTimeoutMs: 120_000 });
  });

  it('reads CHAT_LOG_CONTENT and CHAT_TURN_TIMEOUT_MS', () => {
    const { chat } = parseConfig({ CHAT_LOG_CONTENT: 'true', CHAT_TURN_TIMEOUT_MS: '30000' });
    expect(chat).toEqual({ logContent: true, turnTimeoutMs: 30_000 });
    expect(() => parseConfig({ CHAT_LOG_CONTENT: 'yes' })).toThrow();
  });
});

describe('realtime voice', () => {
  it('lets pages reach the provider only with a key: OPENAI_BASE_URL, else OpenAI', () => {
    expect(parseConfig({}).realtime).toEqual({ sessionsPerHour: 30, providerUrl: undefined });
    expect(parseConfig({ OPENAI_API_KEY: 'sk-x' }).realtime.providerUrl).toBe(
      'https://api.openai.com/v1',
    );
    const local = parseConfig({
      OPENAI_API_KEY: 'sk-x',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_REALTIME_MODEL: 'gpt-realtime',
      REALTIME_SESSIONS_PER_HOUR: '5',
    });
    expect(local.realtime).toEqual({
      sessionsPerHour: 5,
      providerUrl: 'http://127.0.0.1:11434/v1',
    });
    expect(local.openai.realtimeModel).toBe('gpt-realtime');
  });
});
