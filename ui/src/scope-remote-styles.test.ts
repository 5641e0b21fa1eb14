import { describe, expect, it } from 'vitest';
import { scopeSelectors } from './scope-remote-styles.ts';

const within = ':is([data-remote="mfe-x"],[data-remote="mfe-x"] *)';
const scope = (css: string) => scopeSelectors(css, 'mfe-x');

describe('scopeSelectors', () => {
  it('keeps a utility to the remote root and what is inside it', () => {
    expect(scope('.hidden{display:none}')).toBe(`.hidden${within}{display:none}`);
  });

  it('scopes the subject of a compound selector, inside media queries too', () => {
    expect(scope('@media (width>=48rem){.md\\:block{display:block}}')).toBe(
      `@media (width>=48rem){.md\\:block${within}{display:block}}`,
    );
    expect(scope('.group:hover .group-hover\\:x{color:red}')).toBe(
      `.group:hover .group-hover\\:x${within}{color:red}`,
    );
  });

  it('puts the scope before a pseudo-element', () => {
    expect(scope('.a::placeholder{color:red}')).toBe(`.a${within}::placeholder{color:red}`);
    expect(scope('*,:before,::backdrop{--tw-x:0}')).toBe(
      `*${within},${within}:before,${within}::backdrop{--tw-x:0}`,
    );
  });

  it('leaves the theme variables global and keyframes alone', () => {
    expect(scope(':root,:host{--c:red}')).toBe(':root,:host{--c:red}');
    expect(scope('@keyframes spin{from{rotate:0}to{rotate:1turn}}')).toBe(
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
    );
  });
});
