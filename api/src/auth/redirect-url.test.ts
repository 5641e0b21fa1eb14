import { describe, expect, it } from 'vitest';
import { resolveRedirect, withFragment, withQuery } from './redirect-url.ts';

const settings = {
  siteUrl: 'https://recipes.example',
  redirectUrls: ['https://admin.recipes.example/auth'],
};

describe('redirect targets', () => {
  it('accepts the site, the allow-list and loopback on any port', () => {
    expect(resolveRedirect('https://recipes.example/auth/reset-password', settings)).toBe(
      'https://recipes.example/auth/reset-password',
    );
    expect(resolveRedirect('https://admin.recipes.example/auth/callback', settings)).toBe(
      'https://admin.recipes.example/auth/callback',
    );
    expect(resolveRedirect('http://localhost:5173/auth/callback', settings)).toBe(
      'http://localhost:5173/auth/callback',
    );
    expect(resolveRedirect('http://127.0.0.1:9/x', settings)).toBe('http://127.0.0.1:9/x');
  });

  it('falls back to the site URL for anything else', () => {
    for (const target of [
      undefined,
      '',
      'not a url',
      'https://evil.example/auth',
      'https://recipes.example.evil.example/',
      'https://admin.recipes.example/other',
      'javascript:alert(1)',
      'https://user:pass@recipes.example/',
    ]) {
      expect(resolveRedirect(target, settings)).toBe('https://recipes.example');
    }
  });

  it('adds query and fragment parameters', () => {
    expect(withQuery('http://localhost:5173/cb?x=1', { code: 'abc' })).toBe(
      'http://localhost:5173/cb?x=1&code=abc',
    );
    expect(withFragment('http://localhost:5173/cb', { error: 'access_denied', sb: '' })).toBe(
      'http://localhost:5173/cb#error=access_denied&sb=',
    );
  });
});
