import { sharedSingletons } from '@app/ui/federation';
import { createModuleFederationConfig } from '@module-federation/vite';

export default createModuleFederationConfig({
  name: 'shell',
  // Remotes are registered at runtime from /remotes.json (src/remotes/remote-manifest.ts), so
  // rebuilding or moving a remote never requires rebuilding the shell.
  remotes: {},
  // Remote contracts are declared by hand (src/remotes/remotes.d.ts); the dts plugin would also
  // leave a broker on :16322 in dev.
  dts: false,
  shared: sharedSingletons,
});
