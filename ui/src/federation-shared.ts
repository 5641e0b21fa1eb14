/**
 * Packages the shell and every remote share as federation singletons. One list for all apps, so a
 * remote can never bring a second React or router. Subpaths are not shared unless listed, hence
 * react-router next to react-router-dom and @apollo/client/react next to @apollo/client.
 */
export const sharedSingletons = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router': { singleton: true },
  'react-router-dom': { singleton: true },
  '@apollo/client': { singleton: true },
  '@apollo/client/react': { singleton: true },
} as const satisfies Record<string, { singleton: boolean }>;

/** Dev-server ports: the shell and each remote by federation name. */
export const devPorts = {
  shell: 5173,
  mfe_recipes: 5174,
  mfe_shopping: 5175,
  mfe_chat: 5176,
  mfe_admin: 5177,
} as const;

/**
 * Vite dev pre-bundling misses these CommonJS dependencies of react-router when it is shared
 * through federation.
 */
export const devOptimizeDepsInclude = [
  'react-router-dom > react-router > cookie',
  'react-router-dom > react-router > set-cookie-parser',
];

/** Standalone dev of a remote: the api (started separately on :8080) answers these paths. */
export const devApiProxy = Object.fromEntries(
  ['/graphql', '/api', '/auth/v1'].map((path) => [
    path,
    { target: 'http://localhost:8080', changeOrigin: true, ws: path === '/graphql' },
  ]),
);
