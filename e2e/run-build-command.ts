import { spawn } from 'node:child_process';

/**
 * Runs a build step as a release would (NODE_ENV=production), rejecting with its output when it
 * fails. Vitest's own variables (NODE_ENV=test, VITEST*) would change what the build emits.
 */
export function runBuildCommand(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST'),
      ),
    );
    const child = spawn(command, args, {
      cwd,
      env: { ...inherited, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}
