import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../api/test/free-ports.ts';

/**
 * A PostgreSQL cluster of the test's own (Debian's server binaries, a temporary data folder, a
 * free port, trust auth on 127.0.0.1), for tests that stop and start it: the machine's own
 * server is shared by everything else and must stay up.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error(`No PostgreSQL server binaries under ${root}.`);
  return join(root, version, 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  const directory = mkdtempSync(join(tmpdir(), 'private-postgres-'));
  const data = join(directory, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster is the postgres user's.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(directory, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, command),
      asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args,
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: directory },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const [port] = await freePorts(1);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(directory, 'server.log'), '-w', 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    // Fast: open sessions are ended at once, as a restart of the server does to them.
    stop: async () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    remove: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
  return { uid, gid };
}
