// Bundles the GraphiQL explorer into api/dist/graphiql so the api can serve it without a CDN.
// Run from api/: `tsx graphiql/build.ts`.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// Resolve from this file rather than the cwd so the script works from the repo root too.
const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..');
const outdir = join(apiDir, 'dist', 'graphiql');

// Stale hashed assets from earlier builds would otherwise pile up and keep being served.
await rm(outdir, { recursive: true, force: true });

const result = await build({
  absWorkingDir: apiDir,
  entryPoints: { graphiql: join(here, 'main.tsx') },
  outdir,
  // graphiql.js / graphiql.css keep stable names so the page needs no manifest;
  // anything else (fonts, images) is content-hashed and can be cached forever.
  entryNames: '[name]',
  assetNames: 'assets/[name]-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  jsx: 'automatic',
  // React and GraphiQL ship dev-only checks behind this; without it the bundle is larger and slower.
  define: { 'process.env.NODE_ENV': '"production"' },
  // GraphiQL 4's stylesheet already inlines its fonts as data URLs; these cover any
  // asset a future version references by URL, small ones inlined to save a request.
  loader: {
    '.css': 'css',
    '.woff': 'file',
    '.woff2': 'file',
    '.ttf': 'file',
    '.eot': 'file',
    '.svg': 'dataurl',
    '.png': 'dataurl',
    '.gif': 'dataurl',
  },
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
});

// The api has no compression middleware and the bundle is well over a megabyte, so
// @fastify/static (preCompressed) serves these siblings to clients that accept them.
const compressible = /\.(js|css|txt|svg|json)$/;
for (const output of Object.keys(result.metafile.outputs).sort()) {
  const file = join(apiDir, output);
  const contents = await readFile(file);
  const line = [`${relative(apiDir, file).padEnd(40)} ${kib(contents.length)}`];
  if (compressible.test(file)) {
    const gzip = gzipSync(contents, { level: 9 });
    const brotli = brotliCompressSync(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    });
    await writeFile(`${file}.gz`, gzip);
    await writeFile(`${file}.br`, brotli);
    line.push(`gzip ${kib(gzip.length)}`, `br ${kib(brotli.length)}`);
  }
  console.log(line.join('  '));
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;
}
