import { scopeRemoteStyles } from '@app/ui/build';
import {
  devApiProxy,
  devOptimizeDepsInclude,
  devPorts,
  remoteCodeSplitting,
  remoteFederationOptions,
} from '@app/ui/federation';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import federationConfig from './module-federation.config.ts';

const port = devPorts.mfe_admin;

// No `base`: the federation public path is resolved at runtime, so one build works under any prefix.
export default defineConfig(({ command }) => ({
  plugins: [
    federation(remoteFederationOptions(federationConfig, command)),
    react(),
    tailwindcss(),
    scopeRemoteStyles('mfe-admin'),
  ],
  server: { port, strictPort: true, origin: `http://localhost:${port}`, proxy: devApiProxy },
  preview: { port, strictPort: true },
  build: { rolldownOptions: { output: { codeSplitting: remoteCodeSplitting } } },
  optimizeDeps: { include: devOptimizeDepsInclude },
}));
