import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts } from '../api/test/free-ports.ts';
import { adminQuery, databaseUrlWithName } from '../api/test/postgres-admin.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface StartServerOptions {
  /** Extra environment for the spawned api, e.g. REMOTE_MFE_ADMIN_URL. */
  env?: Record<string, string>;
  /**
   * A restart on an earlier start's data (its `database`, kept by `stop({ keepData: true })`):
   * with DATABASE_URL the api opens that database instead of a new one. On the embedded
   * database, pass the same DATA_DIR in `env` instead.
   */
  database?: string | null;
}

export interface RunningServer {
  baseUrl: string;
  /** The marketing site (spec §1), on its own port as on localhost. */
  marketingUrl: string;
  /** Its database on DATABASE_URL's server; null on the embedded database. */
  database: string | null;
  /** `keepData`: leave the database for a restart (startServer's `database`). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** The api lost a port to another process between our choosing it and its listening. */
class PortTakenError extends Error {}

/** Fails early and clearly when the front ends were not built (`npm test` builds first). */
export function assertBuilt(): void {
  const index = join(root, 'shell/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(
      `${index} is missing: build the shell and remotes first ` +
        "(npx -y pnpm@10 -r --workspace-concurrency=1 --filter './mfe-*' --filter @app/shell run build)",
    );
  }
  if (!existsSync(join(root, 'api/build/main.js'))) {
    throw new Error('api/build/main.js is missing: build the api first (npx -y pnpm@10 run build)');
  }
}

/**
 * Starts the api as `npm start` does (the compiled api, built front ends) on a database of its own: embedded in a
 * temp dir, or with DATABASE_URL a new database on that server, dropped on stop. Nothing a
 * journey writes (users, linked GitHub accounts) is seen by another journey or a later run.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  assertBuilt();
  // Another test file may take a chosen port before the api listens on it: choose again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnFreePorts(options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

async function startServerOnFreePorts(options: StartServerOptions): Promise<RunningServer> {
  const [port = 0, marketingPort = 0] = await freePorts(2);
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? (options.database ?? `e2e_${process.pid}_${port}`) : null;
  if (serverUrl && database && !options.database) {
    await adminQuery(serverUrl, `create database "${database}"`);
  }
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--conditions=compiled', 'build/main.js'], {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      MARKETING_PORT: String(marketingPort),
      DATA_DIR: dataDir,
      ...(serverUrl && database ? { DATABASE_URL: databaseUrlWithName(serverUrl, database) } : {}),
      PUBLIC_URL: baseUrl,
      // Its "Server listening" line tells our api from another on the same port.
      LOG_LEVEL: 'info',
      // Lets a test run against front ends built elsewhere (e.g. one remote rebuilt alone).
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const stop = async ({ keepData = false }: { keepData?: boolean } = {}) => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
    if (serverUrl && database && !keepData) {
      await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`);
    }
  };

  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      // A restart's database is the caller's to keep; a new one goes with the failed start.
      await stop({ keepData: Boolean(options.database) });
      const message = `the api exited with ${child.exitCode} before /health:\n${output}`;
      throw output.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    // Our own api's word that it listens first: another test file's api that took the port
    // would answer /health too, and our child would only then die of EADDRINUSE.
    if (isListening(output, port)) {
      try {
        const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5000) });
        if (response.ok) {
          return { baseUrl, marketingUrl: `http://localhost:${marketingPort}`, database, stop };
        }
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop({ keepData: Boolean(options.database) });
  throw new Error(`the api did not answer /health in time:\n${output}`);
}

/** Fastify's "Server listening at http://…:<port>" in the api's log. */
function isListening(output: string, port: number): boolean {
  return new RegExp(`Server listening at http://[^\\s"]+:${port}\\b`).test(output);
}
