import { describe, expect, it } from 'vitest';
import { githubServerEndpoints } from './oauth-providers.ts';

describe('githubServerEndpoints', () => {
  it('points sign-in at a GitHub Enterprise Server and its API', () => {
    expect(
      githubServerEndpoints('https://git.example.com/', 'https://git.example.com/api/v3/'),
    ).toEqual({
      issuer: 'https://git.example.com',
      authorization: 'https://git.example.com/login/oauth/authorize',
      token: 'https://git.example.com/login/oauth/access_token',
      profile: 'https://git.example.com/api/v3',
    });
  });

  it('overrides nothing without addresses, so github.com is used', () => {
    expect(githubServerEndpoints()).toEqual({});
  });
});
