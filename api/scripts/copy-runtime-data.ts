// The compiled api reads its data files (the food lexicon, the nutrition tables) beside its own
// modules, as the sources do: copy every `data/` folder under src/ to the same place in build/.
import { cpSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = join(apiDir, 'src');
const buildDir = join(apiDir, 'build');

for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isDirectory() || entry.name !== 'data') continue;
  const from = join(entry.parentPath, entry.name);
  cpSync(from, join(buildDir, relative(sourceDir, from)), { recursive: true });
}
