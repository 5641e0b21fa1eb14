import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from './free-ports.ts';

// The embedded PGlite's disk filling up: the api in a process of its own with DATA_DIR on a
// small tmpfs of the test's own, filled to the last byte. Writes are then refused with a clear
// 507 over REST and GraphQL (never a 500), nothing half-written; with space again they succeed
// without a restart; and after the process is killed outright, it starts on the same folder
// with every acknowledged write there once. Mounting needs root (CI runs as root); PostgreSQL's
// disk is its own server's, so the file runs on the PGlite pass.

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const onPglite = !process.env.DATABASE_URL;
const isRoot = process.getuid?.() === 0;

let directory = '';
let mounted = false;
let server: ChildProcess | null = null;
let baseUrl = '';
let token = '';

async function startServer(port: number, marketingPort: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      MARKETING_PORT: String(marketingPort),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: directory,
      LOG_LEVEL: process.env.FULL_DISK_LOG ?? 'fatal',
    },
    stdio: process.env.FULL_DISK_LOG ? ['ignore', 'inherit', 'inherit'] : 'ignore',
  });
  server = child;
  baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the api did not start');
}

async function killServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

/** Writes a file until the disk refuses another byte. */
function fillDisk(): string {
  const path = join(directory, 'filler');
  const file = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size, 7);
      for (;;) {
        try {
          writeSync(file, chunk);
        } catch (error) {
          if ((error as { code?: string }).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(file);
  }
  return path;
}

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Words that do not compress: each takes its own room on the disk. */
const incompressible = () => randomBytes(3_000).toString('base64');

const addItem = (name: string) =>
  send('POST', '/api/shopping-list', { name, clientId: randomUUID() });
const createRecipe = (name: string) =>
  send('POST', '/graphql', {
    query:
      'mutation ($input: RecipeInput!, $clientId: String) { createRecipe(input: $input, clientId: $clientId) { __typename } }',
    variables: {
      clientId: randomUUID(),
      input: { name, description: incompressible(), ingredients: ['2 eggs'] },
    },
  });

const fullMessage =
  "The server's disk is full, so this was not saved. Free some space on it, then try again.";

describe.runIf(onPglite && isRoot)('PGlite with its disk full', () => {
  let ports: number[] = [];
  /** Names the server answered as saved, and names it refused. */
  const saved = { items: [] as string[], recipes: [] as string[] };
  const refused = { items: [] as string[], recipes: [] as string[] };
  /** A recipe edited while the disk is full, and the last description it was saved with. */
  let editedId = 0;
  let lastDescription = '';

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'full-disk-'));
    // Room for the migrated database (about 40 MB) and a little more.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=72m', 'tmpfs', directory]);
    mounted = true;
    ports = await freePorts(2);
    await startServer(ports[0] as number, ports[1] as number);
    const signup = await fetch(`${baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'disk@example.com', password: 'a long kitchen password' }),
    });
    token = ((await signup.json()) as { access_token: string }).access_token;
    for (let index = 1; index <= 3; index += 1) {
      expect((await addItem(`Before ${index}`)).status).toBe(201);
      saved.items.push(`Before ${index}`);
      expect((await createRecipe(`Before ${index}`)).status).toBe(200);
      saved.recipes.push(`Before ${index}`);
    }
    const recipes = (await send('GET', '/api/recipes')).body as unknown as {
      id: number;
      description: string;
    }[];
    editedId = recipes[0]?.id ?? 0;
    lastDescription = recipes[0]?.description ?? '';
  }, 120_000);

  afterAll(async () => {
    await killServer();
    if (mounted) execFileSync('umount', [directory]);
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('refuses writes with a clear 507 over REST and GraphQL, never a 500', async () => {
    const filler = fillDisk();
    const answers: { status: number; body: Record<string, unknown> }[] = [];
    try {
      for (let index = 1; index <= 40; index += 1) {
        // A small row may still fit in a page with room; a recipe needs pages of its own.
        const item = await addItem(`Full ${index}`);
        (item.status === 201 ? saved.items : refused.items).push(`Full ${index}`);
        const recipe = await createRecipe(`Full ${index}`);
        (recipe.status === 200 && !recipe.body.errors ? saved.recipes : refused.recipes).push(
          `Full ${index}`,
        );
        const edit = await send('PUT', `/api/recipes/${editedId}`, {
          description: incompressible(),
        });
        if (edit.status === 200) lastDescription = String(edit.body.description);
        answers.push(item, recipe, edit);
      }
    } finally {
      rmSync(filler);
    }
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 507)).toEqual([]);
    expect(refused.recipes.length).toBeGreaterThan(0);
    const restRefusal = answers.find((answer) => answer.status === 507 && answer.body.error);
    expect(restRefusal?.body).toEqual({ error: { code: 'STORAGE_FULL', message: fullMessage } });
    const graphqlRefusal = answers.find((answer) => answer.status === 507 && answer.body.errors);
    expect(graphqlRefusal?.body.errors).toEqual([
      { message: fullMessage, path: ['createRecipe'], extensions: { code: 'STORAGE_FULL' } },
    ]);
  });

  it('saves again once there is space, without a restart', async () => {
    expect((await addItem('After space')).status).toBe(201);
    saved.items.push('After space');
    expect((await createRecipe('After space')).body).toEqual({
      data: { createRecipe: { __typename: 'CreateRecipeSuccess' } },
    });
    saved.recipes.push('After space');
  });

  it('starts again after being killed, with every acknowledged write there once and no refused one', async () => {
    await killServer();
    await startServer(ports[0] as number, ports[1] as number);
    const items = (await send('GET', '/api/shopping-list')).body as unknown as { name: string }[];
    const recipes = (await send('GET', '/api/recipes')).body as unknown as { name: string }[];
    const count = (names: { name: string }[], name: string) =>
      names.filter((entry) => entry.name === name).length;
    for (const name of saved.items) expect(count(items, name), name).toBe(1);
    for (const name of saved.recipes) expect(count(recipes, name), name).toBe(1);
    for (const name of refused.items) expect(count(items, name), name).toBe(0);
    for (const name of refused.recipes) expect(count(recipes, name), name).toBe(0);
    const edited = (await send('GET', `/api/recipes/${editedId}`)).body;
    expect(edited.description).toBe(lastDescription);
    expect((await addItem('After restart')).status).toBe(201);
  });
});
