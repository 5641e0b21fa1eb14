import type { CodegenConfig } from '@graphql-codegen/cli';

/** The front-end packages; each gets its own typed documents from its own operations. */
const clientPackages = ['shell', 'mfe-recipes', 'mfe-shopping', 'mfe-chat', 'mfe-admin'];

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  // A package without operations yet must not fail the run.
  ignoreNoDocuments: true,
  generates: {
    // The Apollo cache must know which types implement `Error` and make up each result union,
    // or `... on Error { message }` matches nothing and messages are silently dropped. The
    // shell's client uses it; remotes use theirs in standalone dev and component tests.
    ...Object.fromEntries(
      clientPackages.map((folder) => [
        `${folder}/src/__generated__/possible-types.ts`,
        {
          plugins: ['fragment-matcher'],
          config: { apolloClientVersion: 3, useExplicitTyping: true },
        },
      ]),
    ),
    ...Object.fromEntries(
      clientPackages.map((folder) => [
        `${folder}/src/__generated__/`,
        {
          preset: 'client',
          documents: [`${folder}/src/**/*.{ts,tsx}`, `!${folder}/src/__generated__/**`],
          presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
          config: {
            useTypeImports: true,
            // Enums as string-literal unions. Codegen 7 replaced `enumsAsTypes` with `enumType`
            // (and no longer reads the old option).
            enumType: 'string-literal',
            strictScalars: true,
            scalars: { DateTime: 'string', JSON: 'unknown' },
            // The shell sends its few operations with fetch (Apollo is the remotes'; see
            // shell/module-federation.config.ts): documents as strings, no graphql runtime.
            ...(folder === 'shell' ? { documentMode: 'string' } : {}),
          },
        },
      ]),
    ),
  },
};

export default config;
