import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
export const nginxTemplates = join(repositoryRoot, 'deploy', 'nginx');

/**
 * A deploy/nginx template filled as the nginx image's envsubst step fills it: each `${NAME}` from
 * `values`. A name the template uses and `values` lacks is an error here, where envsubst would
 * leave it for nginx to refuse.
 */
export function renderTemplate(file: string, values: Record<string, string>): string {
  const text = readFileSync(join(nginxTemplates, file), 'utf8');
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file} needs ${name}`);
    return value;
  });
}

export interface RunningNginx {
  /** Stops nginx at once (SIGTERM) and removes its folder. */
  stop(): Promise<void>;
  /** What nginx wrote to its error log. */
  errors(): string;
}

/**
 * Debian's nginx with the given server-level files, as the nginx images include them from
 * conf.d/, plus deploy/nginx/snippets beside them. Its own prefix in a temporary folder: no
 * system file is read or written but mime.types.
 */
export async function startNginx(serverFiles: Record<string, string>): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'mise-nginx-'));
  const confDir = join(dir, 'conf.d');
  mkdirSync(confDir);
  for (const [name, text] of Object.entries(serverFiles)) writeFileSync(join(confDir, name), text);
  cpSync(join(nginxTemplates, 'snippets'), join(dir, 'snippets'), { recursive: true });
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const mainConf = join(dir, 'nginx.conf');
  writeFileSync(
    mainConf,
    `# As the nginx images' own nginx.conf: the server files are included at the http level.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
worker_rlimit_nofile 16384;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${confDir}/*.conf;
}
`,
  );
  const args = ['-p', dir, '-c', mainConf, '-e', join(dir, 'error.log')];
  const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  }
  const child: ChildProcess = spawn('nginx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const errors = () => {
    try {
      return `${stderr}${readFileSync(join(dir, 'error.log'), 'utf8')}`;
    } catch {
      return stderr;
    }
  };
  return {
    errors,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `url` answers at all (any status), for at most `timeoutMs`. */
export async function waitForAnswer(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
