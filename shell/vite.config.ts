import { devOptimizeDepsInclude, devPorts, federationRuntimeChunk } from '@app/ui/federation';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import federationConfig from './module-federation.config.ts';

/** In dev, /remotes.json points at the remotes' dev servers; in production the api serves it. */
function devRemoteManifest(): Plugin {
  const { shell: _shell, ...remotePorts } = devPorts;
  const manifest = Object.fromEntries(
    Object.entries(remotePorts).map(([name, port]) => [
      name,
      { entry: `http://localhost:${port}/remoteEntry.js` },
    ]),
  );
  return {
    name: 'dev-remote-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(manifest));
      });
    },
  };
}

/**
 * The service worker (src/service-worker/sw.ts, built to /sw.js), with the shell's build output
 * to precache. Registered by the app itself (src/main.tsx); public/manifest.webmanifest stays the
 * app's manifest (it carries the share target).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic worker: every browser that has service workers runs it.
      rollupFormat: 'iife',
      // index.html is left out: pages come from the api, with its meta tags (see sw.ts).
      globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
    },
  });
}

export default defineConfig({
  plugins: [
    federation(federationConfig),
    react(),
    tailwindcss(),
    devRemoteManifest(),
    serviceWorker(),
  ],
  server: { port: devPorts.shell, strictPort: true },
  preview: { port: devPorts.shell, strictPort: true },
  build: { rolldownOptions: { output: { codeSplitting: { groups: [federationRuntimeChunk] } } } },
  optimizeDeps: { include: devOptimizeDepsInclude },
});
