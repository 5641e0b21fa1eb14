import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const marketingDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist-marketing', import.meta.url));

/**
 * The build output is not source: a `.gitignore` inside it keeps it out of git and out of
 * biome (which follows ignore files), since the root ignore file only covers `dist/`.
 */
function ignoreOutput(): Plugin {
  return {
    name: 'marketing-ignore-output',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.gitignore', source: '*\n' });
    },
  };
}

/**
 * The static marketing site (spec §1): plain HTML and CSS, no JavaScript. The api serves the
 * output and fills in `%APP_URL%`; see api/src/server/marketing-site.ts.
 */
export default defineConfig({
  root: marketingDir,
  base: '/',
  publicDir: false,
  plugins: [tailwindcss(), ignoreOutput()],
  build: {
    outDir,
    emptyOutDir: true,
    // Everything is in one small CSS file; inline nothing so the favicon is cacheable too.
    assetsInlineLimit: 0,
  },
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
});
