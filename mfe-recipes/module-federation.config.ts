import { sharedSingletons } from '@app/ui/federation';
import { createModuleFederationConfig } from '@module-federation/vite';

export default createModuleFederationConfig({
  name: 'mfe_recipes',
  filename: 'remoteEntry.js',
  manifest: true,
  // The shell declares remote contracts by hand; the dts plugin would also leave a broker on :16322 in dev.
  dts: false,
  exposes: { './App': './src/app.tsx' },
  shared: sharedSingletons,
});
