import { sharedSingletons } from '@app/ui/federation';
import { createModuleFederationConfig } from '@module-federation/vite';

export default createModuleFederationConfig({
  name: 'shell',
  // Remotes are registered at runtime from /remotes.json (src/remotes/remote-manifest.ts), so
  // rebuilding or moving a remote never requires rebuilding the shell.
  remotes: {},
  // Remote contracts are declared by hand (src/remotes/remote-contract.ts); the dts plugin would
  // also leave a broker on :16322 in dev.
  dts: false,
  // The remotes' production builds run on this runtime instead of each loading a copy
  // (remoteFederationOptions in @app/ui/federation).
  experiments: { provideExternalRuntime: true },
  shared: {
    // Every page needs React and the router before it draws, so the shell's copies come in the
    // start-up file (`eager`) instead of one file each; being loaded first, they are the copies
    // every remote then uses.
    react: { ...sharedSingletons.react, eager: true },
    'react-dom': { ...sharedSingletons['react-dom'], eager: true },
    'react-router': { ...sharedSingletons['react-router'], eager: true },
    'react-router-dom': { ...sharedSingletons['react-router-dom'], eager: true },
    // The shell consumes Apollo, the remotes provide it: a package the host provides is loaded
    // at start-up (the plugin initialises every provided share), and the sign-in page has no use
    // for Apollo and graphql. The shell creates its client only after a remote has loaded
    // (src/remotes/remote-outlet.tsx).
    '@apollo/client': { ...sharedSingletons['@apollo/client'], import: false },
    '@apollo/client/react': { ...sharedSingletons['@apollo/client/react'], import: false },
  },
});
