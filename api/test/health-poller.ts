import { spawn } from 'node:child_process';

// The poller's own program: one unmeasured request first (a new process loads its HTTP client
// then), "ready", then `url` every 20 ms until its stdin closes; then the slowest answer and how
// many it had.
const program = `
const url = process.argv[1];
let running = true;
let slowest = 0;
let answers = 0;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
(async () => {
  await (await fetch(url)).arrayBuffer();
  process.stdout.write('ready\\n');
  while (running) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    slowest = Math.max(slowest, response.ok ? performance.now() - started : Infinity);
    answers += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(JSON.stringify({ slowest, answers }));
})();
`;

export interface Poller {
  /** Stops asking; the slowest answer in milliseconds, and how many answers there were. */
  stop(): Promise<{ slowestMs: number; answers: number }>;
}

/**
 * Asks `url` every 20 ms from a process of its own, as a monitoring probe or another user would:
 * what is measured is the server's answer, not the test's own event loop (which also serves the
 * hostile pages). Resolves once the poller is asking.
 */
export async function pollFromAnotherProcess(url: string): Promise<Poller> {
  const child = spawn(process.execPath, ['-e', program, url], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let isReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    isReady = resolve;
  });
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('ready\n')) isReady();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([ready, exited]);
  return {
    stop: async () => {
      child.stdin.end();
      await exited;
      const { slowest, answers } = JSON.parse(output.replace('ready\n', '')) as {
        slowest: number;
        answers: number;
      };
      return { slowestMs: slowest, answers };
    },
  };
}
