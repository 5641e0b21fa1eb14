import { devOptimizeDepsInclude, devPorts } from '@app/ui/federation';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [federation(federationConfig), react(), tailwindcss(), devRemoteManifest()],
  server: { port: devPorts.shell, strictPort: true },
  preview: { port: devPorts.shell, strictPort: true },
  optimizeDeps: { include: devOptimizeDepsInclude },
});
