import { describe, expect, it } from 'vitest';
import {
  isAppPage,
  isHashedAsset,
  isSharedRecipePage,
  isUnhashedAppFile,
} from './request-kinds.ts';

const origin = 'https://app.example.com';
const at = (path: string, base = origin) => new URL(path, base);
const remoteHost = 'https://cdn.example.net';

describe('app pages', () => {
  it('are the client routes of this origin', () => {
    for (const path of ['/', '/shopping-list', '/recipe/12', '/auth/login', '/import?url=x']) {
      expect(isAppPage(at(path), origin), path).toBe(true);
    }
  });

  it('are never the api, a file, or another origin', () => {
    for (const path of [
      '/api/recipes',
      '/graphql',
      '/auth/v1/token',
      '/health',
      '/graphiql/',
      '/remotes.json',
      '/sw.js',
    ]) {
      expect(isAppPage(at(path), origin), path).toBe(false);
    }
    expect(isAppPage(at('/recipes', remoteHost), origin)).toBe(false);
  });

  it('tell a shared recipe page apart', () => {
    expect(isSharedRecipePage(at('/shared/recipe/7'))).toBe(true);
    expect(isSharedRecipePage(at('/recipe/7'))).toBe(false);
  });
});

describe('hashed assets', () => {
  it('are the shell and remotes chunks, by the api rule', () => {
    expect(isHashedAsset(at('/assets/index-CQ8MSdwD.js'), origin)).toBe(true);
    expect(isHashedAsset(at('/remotes/mfe-shopping/assets/app-C-UV-tOk.css'), origin)).toBe(true);
    expect(isHashedAsset(at('/remotes/mfe-shopping/remoteEntry.js'), origin)).toBe(false);
    expect(isHashedAsset(at('/favicon.svg'), origin)).toBe(false);
  });

  it('on another origin are code and styles only, never pictures', () => {
    expect(isHashedAsset(at('/assets/app-CVLJFi4B.js', remoteHost), origin)).toBe(true);
    expect(isHashedAsset(at('/assets/app-D6ZGjYVw.css', remoteHost), origin)).toBe(true);
    expect(isHashedAsset(at('/assets/photo-abcdef1234.jpg', remoteHost), origin)).toBe(false);
  });

  it('are never under the api', () => {
    expect(isHashedAsset(at('/api/images/assets/photo-abcdef1234.png'), origin)).toBe(false);
  });
});

describe('files that change in place', () => {
  it('are the remote manifest, remote entries on any origin, and icons', () => {
    expect(isUnhashedAppFile(at('/remotes.json'), origin)).toBe(true);
    expect(isUnhashedAppFile(at('/remotes/mfe-admin/remoteEntry.js'), origin)).toBe(true);
    expect(isUnhashedAppFile(at('/remotes/mfe-admin/mf-manifest.json'), origin)).toBe(true);
    expect(isUnhashedAppFile(at('/remoteEntry.js', remoteHost), origin)).toBe(true);
    expect(isUnhashedAppFile(at('/icon-192.png'), origin)).toBe(true);
  });

  it('are never the api, a hashed chunk, a page, or any other file elsewhere', () => {
    expect(isUnhashedAppFile(at('/api/images/1.png'), origin)).toBe(false);
    expect(isUnhashedAppFile(at('/graphiql/graphiql.css'), origin)).toBe(false);
    expect(isUnhashedAppFile(at('/assets/index-CQ8MSdwD.js'), origin)).toBe(false);
    expect(isUnhashedAppFile(at('/shopping-list'), origin)).toBe(false);
    expect(isUnhashedAppFile(at('/mf-manifest.json', remoteHost), origin)).toBe(false);
    expect(isUnhashedAppFile(at('/photo.jpg', remoteHost), origin)).toBe(false);
  });
});
