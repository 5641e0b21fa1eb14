// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogVersions, sharedSingletons } from './federation-shared.ts';

/** The `catalog:` block of pnpm-workspace.yaml as package → version. */
function workspaceCatalog(): Record<string, string> {
  const workspace = readFileSync(new URL('../../pnpm-workspace.yaml', import.meta.url), 'utf8');
  const block = /^catalog:\n((?:[ \t]+.*\n)+)/m.exec(workspace)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^\s+"?([^":\s]+)"?:\s*"?([^"\s]+)"?\s*$/gm)].map(([, name, version]) => [
      name,
      version,
    ]),
  );
}

describe('sharedSingletons', () => {
  it('takes its versions from the pnpm catalog', () => {
    const catalog = workspaceCatalog();
    for (const [name, version] of Object.entries(catalogVersions)) {
      expect({ name, version: catalog[name] }).toEqual({ name, version });
    }
  });

  it('accepts any later minor or patch of the catalog version, and no other major', () => {
    expect(sharedSingletons.react.requiredVersion).toBe(`^${catalogVersions.react}`);
    expect(sharedSingletons['react-router'].requiredVersion).toBe(
      `^${catalogVersions['react-router-dom']}`,
    );
    expect(sharedSingletons['@apollo/client/react'].requiredVersion).toBe(
      `^${catalogVersions['@apollo/client']}`,
    );
    for (const share of Object.values(sharedSingletons)) {
      expect(share).toMatchObject({ singleton: true, strictVersion: false });
    }
  });
});
