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

/**
 * A remote's federation options for `command`. A production remote runs on the federation
 * runtime the shell provides (`provideExternalRuntime` in the shell's config) instead of loading
 * its own copy of it (17 KB brotli for each remote on a page); in dev it keeps its own, so it still
 * runs alone on its dev server.
 */
export function remoteFederationOptions<Options extends object>(
  options: Options,
  command: 'build' | 'serve',
): Options & { experiments: { externalRuntime: boolean } } {
  return { ...options, experiments: { externalRuntime: command === 'build' } };
}

/** A module of one of the packages shared as singletons, which a remote loads only as a fallback. */
const sharedPackageModule =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
/** Apollo Client and the packages it is built on. */
const apolloModule =
  /[\\/]node_modules[\\/](?:@apollo[\\/]client|graphql|graphql-tag|rxjs|tslib|@wry[\\/][^\\/]+|optimism)[\\/]/;

/**
 * The federation runtime as one file: Rolldown splits it in three (shared by the entries the
 * plugin adds), each a request before anything draws. In a remote it is the small stand-in that
 * reads the shell's runtime.
 */
export const federationRuntimeChunk = {
  name: 'federation',
  test: /[\\/]node_modules[\\/]@module-federation[\\/]|mf-external-runtime-core/,
};

/**
 * How a remote's production build is split into files (Rolldown's `output.codeSplitting`; the
 * federation plugin keeps its own groups above these). Left alone, Rolldown makes a file of every
 * module set two screens share, down to single icons: the recipes remote's home took 29 files.
 * - Apollo and what it is built on come as one file, and only when this remote's copy is the one
 *   the page uses (it is reached from the federation fallback alone).
 * - The remote's own code and libraries that two or more of its chunks use come as one file; code
 *   one screen uses stays in that screen's file.
 */
export const remoteCodeSplitting = {
  groups: [
    federationRuntimeChunk,
    {
      name: 'apollo',
      test: (id: string) =>
        apolloModule.test(id) ||
        /__prebuild___mf_0_apollo_mf_1_client(?:_mf_1_react)?__prebuild__/.test(id),
    },
    {
      name: 'common',
      minShareCount: 2,
      test: (id: string) =>
        !id.startsWith('\0') &&
        !id.includes('virtual') &&
        !id.includes('@module-federation') &&
        !sharedPackageModule.test(id) &&
        !apolloModule.test(id),
    },
  ],
};

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
