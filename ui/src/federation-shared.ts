/**
 * The pnpm catalog's versions (pnpm-workspace.yaml) of the packages the apps share; a test keeps
 * them equal. react-router is released with react-router-dom at the same version, and
 * @apollo/client/react is part of @apollo/client.
 */
export const catalogVersions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@apollo/client': '4.3.8',
} as const;

interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
}

/**
 * A caret range of the catalog version: an app built against an older minor accepts the newer
 * copy another app on the page provides, so deploying the shell or one remote never requires
 * rebuilding the others. A version outside the range warns in the console (strictVersion off)
 * rather than leaving a part of the app blank, and the page still gets one copy.
 */
function singleton(version: string): SharedSingleton {
  return { singleton: true, requiredVersion: `^${version}`, strictVersion: false };
}

/**
 * Packages the shell and every remote share as federation singletons. One list for all apps, so a
 * remote can never bring a second React or router. Subpaths are not shared unless listed, hence
 * react-router next to react-router-dom and @apollo/client/react next to @apollo/client.
 * supabase-js is the shell's alone: no remote uses it.
 */
export const sharedSingletons = {
  react: singleton(catalogVersions.react),
  'react-dom': singleton(catalogVersions['react-dom']),
  'react-router': singleton(catalogVersions['react-router-dom']),
  'react-router-dom': singleton(catalogVersions['react-router-dom']),
  '@apollo/client': singleton(catalogVersions['@apollo/client']),
  '@apollo/client/react': singleton(catalogVersions['@apollo/client']),
} as const satisfies Record<string, SharedSingleton>;

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
