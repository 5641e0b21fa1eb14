import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Module preloads as the federated build lists them, which make the real page ~3 KB. */
const preloads = Array.from(
  { length: 16 },
  (_, index) =>
    `<link rel="modulepreload" crossorigin href="/assets/shared-chunk-${index}-Xy12Ab34.js">`,
).join('');

/** The shell's index.html as Vite builds it: a title and hashed assets in the head. */
export const shellIndexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Recipe organizer</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  ${preloads}</head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A hashed asset big enough to be worth compressing. */
export const shellAsset = `${'export const line = "a recipe organizer for home cooks";\n'.repeat(60)}`;

const marketingHtml = `<!doctype html><html lang="en"><head><title>Recipe organizer — cook more</title>
<meta name="app-url" content="%APP_URL%"></head>
<body><h1>Your recipes, organised</h1><a href="%APP_URL%">Open the app</a></body></html>`;

/**
 * Stand-ins for `shell/dist` and `shell/dist-marketing` in a temporary web root, so the tests
 * of page serving do not depend on (or race with) a front-end build.
 */
export async function createStandInBuilds() {
  const rootDir = await mkdtemp(join(tmpdir(), 'web-root-'));
  const shellDist = join(rootDir, 'shell', 'dist');
  const marketingDist = join(rootDir, 'shell', 'dist-marketing');
  await mkdir(join(shellDist, 'assets'), { recursive: true });
  await mkdir(marketingDist, { recursive: true });
  await writeFile(join(shellDist, 'index.html'), shellIndexHtml);
  await writeFile(join(shellDist, 'assets', 'index-AbCd1234.js'), shellAsset);
  await writeFile(join(marketingDist, 'index.html'), marketingHtml);
  return {
    rootDir,
    marketingDist,
    remove: () => rm(rootDir, { recursive: true, force: true }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: not decompressed. */
  body: Buffer;
}

/** A plain HTTP GET with any Host header and no automatic decompression (fetch does both). */
export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
