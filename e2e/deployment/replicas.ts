import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The api's release folder, as `pnpm --filter @app/api release` makes it. */
export const apiRelease = join(repositoryRoot, 'release', 'api');

export interface Replica {
  name: string;
  port: number;
  /** The replica itself, bypassing the balancer. */
  url: string;
  child: ChildProcess;
  /** Everything it logged, one parsed JSON object per line. */
  logLines(): Record<string, unknown>[];
  /** SIGTERM (a drain) or SIGKILL (a crash); resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * One api replica run from its release folder alone (`node --conditions=compiled build/main.js`,
 * no workspace, no tsx), as its image runs it.
 */
export function startReplica(options: {
  name: string;
  port: number;
  env: Record<string, string>;
}): Replica {
  if (!existsSync(join(apiRelease, 'build', 'main.js'))) {
    throw new Error(`${apiRelease} holds no release: run npx -y pnpm@10 --filter @app/api release`);
  }
  const child = spawn(process.execPath, ['--conditions=compiled', 'build/main.js'], {
    cwd: apiRelease,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.trim()) continue;
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ msg: line });
      }
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name: options.name,
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    child,
    logLines: () => lines,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Waits until the replica reports ready (migrated, serving, PostgreSQL answering). */
export async function waitUntilReady(replica: Replica, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (replica.child.exitCode !== null) {
      throw new Error(`${replica.name} exited: ${JSON.stringify(replica.logLines().slice(-5))}`);
    }
    try {
      const response = await fetch(`${replica.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${replica.name} was not ready within ${timeoutMs} ms`);
}

/**
 * Which replica served the request with this id: the one whose request log line carries it
 * (the balancer gives every request an id, and the api logs it). Waits for the line, which is
 * written as the answer goes out.
 */
export async function replicaThatServed(replicas: Replica[], requestId: string): Promise<Replica> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = replicas.find((replica) =>
      replica.logLines().some((line) => line.reqId === requestId && line.msg === 'request'),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no replica logged request ${requestId}`);
}

/** A gauge of one replica's /metrics, read directly (the balancer does not publish them). */
export async function metricOf(replica: Replica, name: string): Promise<number> {
  const text = await (await fetch(`${replica.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}
