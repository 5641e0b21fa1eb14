#!/usr/bin/env node
// Makes the release folder of the front end whose package runs it (`pnpm --filter <part> release`,
// after its `vite build`): dist/ stamped with its version, then copied alone to
// release/<part>/ at the repository root (or RELEASE_DIR), ready for its own static server or
// image. Nothing of another front end is built or touched.
//
// The version is the package's version and the commit it was built from (MISE_COMMIT, else
// git's HEAD): written to version.json and, for a remote, as the first line of its remoteEntry.js
// and into its federation manifest, so a running page can tell which release it loaded.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = process.cwd();
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const part = packageJson.name.replace(/^@[^/]+\//, '');
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
// Where the folder goes: release/<part> unless RELEASE_DIR names another.
const releaseDir = resolve(
  process.env.RELEASE_DIR?.trim() || join(repositoryRoot, 'release', part),
);
const withMarketing = process.argv.includes('--marketing');

const commit = process.env.MISE_COMMIT?.trim() || gitCommit() || 'unknown';
const version = `${packageJson.version}+${commit}`;
const distDir = join(packageDir, 'dist');
if (!existsSync(join(distDir, 'index.html')) && !existsSync(join(distDir, 'remoteEntry.js'))) {
  console.error(`${distDir} holds no build: run vite build first`);
  process.exit(1);
}

const stamp = { name: packageJson.name, part, version, commit };
writeFileSync(join(distDir, 'version.json'), `${JSON.stringify(stamp, null, 2)}\n`);

const remoteEntry = join(distDir, 'remoteEntry.js');
if (existsSync(remoteEntry)) {
  const code = readFileSync(remoteEntry, 'utf8').replace(/^\/\*! mise .*\*\/\n/, '');
  writeFileSync(remoteEntry, `/*! mise ${part} ${version} */\n${code}`);
}
const manifestPath = join(distDir, 'mf-manifest.json');
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.metaData ??= {};
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  writeFileSync(manifestPath, `${JSON.stringify(manifest)}\n`);
}

copyFolder(distDir, releaseDir);
if (withMarketing) copyFolder(join(packageDir, 'dist-marketing'), `${releaseDir}-marketing`);
console.log(`released ${part} ${version} to ${releaseDir}`);

function copyFolder(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}
