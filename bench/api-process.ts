// What the benches that measure a running api share: a database of their own on the machine's
// PostgreSQL, and the api started as in production in its own process.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrlWithName } from '../api/test/postgres-admin.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Drops and creates `name` on the server `adminUrl` reaches; answers the new database's URL. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  return databaseUrlWithName(adminUrl, name);
}

/**
 * Runs `entry` of a workspace folder in its own Node process through tsx and waits until
 * `readyUrl` answers (one minute at most).
 */
export async function startProcess(
  folder: string,
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: `${root}${folder}`,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A child that exits early must not pass for ready because another server holds the port.
  let exitCode: number | null = null;
  child.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  for (let attempt = 0; attempt < 240 && exitCode === null; attempt += 1) {
    try {
      if ((await fetch(readyUrl)).ok && exitCode === null) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(
    exitCode === null
      ? `${folder}/${entry} did not start`
      : `${folder}/${entry} exited (${exitCode})`,
  );
}

/** The api as in production on `port`, with `env` added (DATABASE_URL among it). */
export function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return startProcess(
    'api',
    'src/main.ts',
    {
      NODE_ENV: 'production',
      PORT: String(port),
      MARKETING_PORT: String(port + 1),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    `http://127.0.0.1:${port}/health`,
  );
}

/** Drops `name` from the server `adminUrl` reaches. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
