// The offline assistant (the local rules, no AI key) answering a cook with 2,000 recipes. The
// real api in its own process (embedded database in a temp dir, or with DATABASE_URL a new
// database on that server, dropped at the end); the cook signs up through /auth/v1 and the
// collection is created through the API, 20 recipes per request. Then a realistic mix of prompts
// through POST /api/general-chat and POST /api/recipe-chat, interleaved turn by turn, each timed
// as the client sees it (request sent until the JSON answer is read). Baseline in the same run,
// interleaved the same way: GET /api/recipes/:id, a plain authenticated read.
//
// Sizes: BENCH_CHAT_RECIPES (default 2000) and BENCH_CHAT_TURNS (turns per prompt, default 60,
// after 5 unmeasured ones). Target: p95 ≤ 150 ms per turn for every prompt.
// BENCH_API_NODE_OPTIONS is handed to the api's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
// for a profile of the api over the whole run (written when it stops).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts } from '../api/test/free-ports.ts';
import { adminQuery, databaseUrlWithName } from '../api/test/postgres-admin.ts';

const recipeCount = Number(process.env.BENCH_CHAT_RECIPES ?? 2000);
const turnsPerPrompt = Number(process.env.BENCH_CHAT_TURNS ?? 60);
const warmUpTurns = 5;
const targetP95Ms = 150;
const root = fileURLToPath(new URL('..', import.meta.url));

// --- The collection -----------------------------------------------------------------------

interface Main {
  name: string;
  line: string;
  tag: string;
  isVegetarian: boolean;
}

const mains: Main[] = [
  { name: 'Chicken', line: '2 chicken breasts, sliced', tag: 'chicken', isVegetarian: false },
  { name: 'Salmon', line: '2 salmon fillets', tag: 'salmon', isVegetarian: false },
  { name: 'Beef', line: '500 g beef mince', tag: 'beef', isVegetarian: false },
  { name: 'Lentil', line: '200 g red lentils', tag: 'lentils', isVegetarian: true },
  {
    name: 'Chickpea',
    line: '400 g tinned chickpeas, drained',
    tag: 'chickpeas',
    isVegetarian: true,
  },
  { name: 'Mushroom', line: '300 g mushrooms, sliced', tag: 'mushroom', isVegetarian: true },
  { name: 'Tofu', line: '400 g firm tofu, cubed', tag: 'tofu', isVegetarian: true },
  { name: 'Pumpkin', line: '1 small pumpkin, diced', tag: 'pumpkin', isVegetarian: true },
  { name: 'Prawn', line: '250 g raw prawns', tag: 'prawns', isVegetarian: false },
  { name: 'Pork', line: '4 pork chops', tag: 'pork', isVegetarian: false },
  { name: 'Halloumi', line: '250 g halloumi, sliced', tag: 'halloumi', isVegetarian: true },
  { name: 'Turkey', line: '500 g turkey mince', tag: 'turkey', isVegetarian: false },
];
const dishes = [
  'Soup',
  'Stew',
  'Salad',
  'Curry',
  'Pie',
  'Pasta',
  'Risotto',
  'Tacos',
  'Stir Fry',
  'Traybake',
  'Bowl',
  'Bake',
  'Pancakes',
];
const courses = ['dinner', 'lunch', 'breakfast', 'dessert', 'snack', 'dinner', 'lunch'];
const pantry = [
  '200 g flour',
  '2 tbsp sugar',
  '300 ml milk',
  '1 onion, chopped',
  '2 cloves garlic, crushed',
  '400 g tinned tomatoes',
  '250 g pasta',
  '200 g rice',
  '2 tbsp olive oil',
  '30 g butter',
  '1 tsp salt',
  '100 g cheddar, grated',
  '1 tbsp soy sauce',
  '2 potatoes, peeled',
  '1 red pepper, sliced',
  '500 ml vegetable stock',
  '150 ml double cream',
  '1 tsp ground cumin',
  'a handful of spinach',
  '1 lemon',
  '2 eggs',
  '1 tbsp honey',
];
const steps = [
  'Heat the oil in a large pan over a medium heat.',
  'Soften the onion and garlic for 5 minutes.',
  'Add the {main} and cook for 8 minutes, stirring often.',
  'Stir in the remaining ingredients and bring to a simmer.',
  'Simmer gently for 20 minutes until thickened.',
  'Season to taste and rest for 5 minutes.',
  'Serve warm with the lemon on the side.',
];

interface SeedInput {
  name: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  ingredients: string[];
  instructions: string[];
  tags: string[];
}

/** Varied recipes: 12 mains × 13 dishes, 7–11 ingredients, 4–7 steps, 2–4 tags, 10–120 minutes. */
function recipeAt(index: number): SeedInput {
  const main = mains[index % mains.length] ?? (mains[0] as Main);
  const dish = dishes[Math.floor(index / mains.length) % dishes.length] ?? 'Soup';
  const course = courses[index % courses.length] ?? 'dinner';
  const lineCount = 7 + (index % 5);
  const ingredients = [main.line];
  for (let line = 0; ingredients.length < lineCount; line += 1) {
    const candidate = pantry[(index * 7 + line * 5) % pantry.length] ?? '1 tsp salt';
    if (!ingredients.includes(candidate)) ingredients.push(candidate);
  }
  const stepCount = 4 + (index % 4);
  const tags = [course, main.tag];
  if (main.isVegetarian) tags.push('vegetarian');
  if (index % 4 === 0) tags.push('weeknight');
  return {
    name: `${main.name} ${dish} ${index + 1}`,
    description: `A dependable ${main.name.toLowerCase()} ${dish.toLowerCase()}.`,
    prepTime: 5 + (index % 8) * 5,
    cookTime: 5 + (Math.floor(index / 8) % 16) * 5,
    servings: 2 + (index % 5),
    difficulty: (['EASY', 'MEDIUM', 'HARD'] as const)[index % 3] ?? 'EASY',
    ingredients,
    instructions: steps
      .slice(0, stepCount)
      .map((step) => step.replace('{main}', main.name.toLowerCase())),
    tags,
  };
}

// --- The api ------------------------------------------------------------------------------

interface RunningApi {
  baseUrl: string;
  database: string;
  stop: () => Promise<void>;
}

/** The api as `npm start` runs it, without an AI key, on a database of its own. */
async function startApi(): Promise<RunningApi> {
  const [port, marketingPort] = await freePorts(2);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-chat-'));
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? `bench_chat_${process.pid}` : null;
  if (serverUrl && database) await adminQuery(serverUrl, `create database "${database}"`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    MARKETING_PORT: String(marketingPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    ...(serverUrl && database ? { DATABASE_URL: databaseUrlWithName(serverUrl, database) } : {}),
  };
  // The offline assistant is the one without a key.
  delete env.OPENAI_API_KEY;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'api'),
    env: { ...env, NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS ?? '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
    if (serverUrl && database) {
      await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`);
    }
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the api exited with ${child.exitCode} before /health`);
    }
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) {
        return { baseUrl, database: database ? 'PostgreSQL' : 'PGlite (embedded)', stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the api did not answer /health in time');
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-chat-${Date.now()}@example.com`,
      password: 'benchmark password',
    }),
  });
  const session = (await response.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`sign-up failed: ${response.status}`);
  return session.access_token;
}

async function call(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Creates the collection through GraphQL, 20 per request; answers the ids in order. */
async function seedCollection(baseUrl: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, offset) =>
      recipeAt(start + offset),
    );
    const variables = Object.fromEntries(batch.map((input, index) => [`r${index}`, input]));
    const declarations = batch.map((_, index) => `$r${index}: RecipeInput!`).join(', ');
    const fields = batch
      .map(
        (_, index) =>
          `c${index}: createRecipe(input: $r${index}) { ... on CreateRecipeSuccess { recipe { id } } }`,
      )
      .join('\n');
    const answer = (await call(baseUrl, token, 'POST', '/graphql', {
      query: `mutation Seed(${declarations}) { ${fields} }`,
      variables,
    })) as { data?: Record<string, { recipe?: { id: number } }>; errors?: unknown[] };
    if (answer.errors?.length || !answer.data) {
      throw new Error(`seeding failed: ${JSON.stringify(answer.errors)}`);
    }
    for (let index = 0; index < batch.length; index += 1) {
      const id = answer.data[`c${index}`]?.recipe?.id;
      if (id === undefined) throw new Error(`recipe ${start + index} was not created`);
      ids.push(id);
    }
  }
  return ids;
}

// --- The prompts --------------------------------------------------------------------------

interface ChatAnswer {
  response: string;
  recipeUpdated: boolean;
  shoppingItemsAdded: number;
}

interface Prompt {
  label: string;
  /** The measured request. */
  run: (turn: number) => Promise<unknown>;
  /** Throws when the answer is not the one this prompt should get. */
  check?: (answer: unknown) => void;
}

function expectText(pattern: RegExp, extra?: (answer: ChatAnswer) => boolean) {
  return (value: unknown) => {
    const answer = value as ChatAnswer;
    if (!pattern.test(answer.response) || (extra && !extra(answer))) {
      throw new Error(`unexpected answer: ${JSON.stringify(answer).slice(0, 400)}`);
    }
  };
}

function promptsFor(baseUrl: string, token: string, ids: number[]): Prompt[] {
  const general = (message: string, history: unknown[] = []) =>
    call(baseUrl, token, 'POST', '/api/general-chat', {
      message,
      conversationHistory: history,
    });
  const recipe = (recipeId: number, message: string, history: unknown[] = []) =>
    call(baseUrl, token, 'POST', '/api/recipe-chat', {
      recipeId,
      message,
      conversationHistory: history,
    });
  // Each recipe-chat prompt has recipes of its own, so a keto turn never adapts an adapted one.
  const turnsInAll = warmUpTurns + turnsPerPrompt;
  const recipeOf = (slot: number, turn: number) =>
    ids[(slot * turnsInAll + turn) % ids.length] ?? (ids[0] as number);
  const walkthroughs = new Map<number, string>();
  return [
    {
      label: 'general: "Suggest a 30-minute dinner with chicken"',
      run: () => general('Suggest a 30-minute dinner with chicken'),
      check: expectText(/Chicken/),
    },
    {
      label: 'general: "Find vegetarian recipes with mushrooms"',
      run: () => general('Find vegetarian recipes with mushrooms'),
      check: expectText(/Mushroom/),
    },
    {
      label: 'general: "What can I make with garlic?" (in ~40 % of recipes)',
      run: () => general('What can I make with garlic?'),
      check: expectText(/^Here are 5 garlic recipes/),
    },
    {
      label: 'general: "Any dessert ideas?"',
      run: () => general('Any dessert ideas?'),
      check: expectText(/^Here are \d+ dessert recipes/),
    },
    {
      label: 'general: "How many grams in a cup of flour?"',
      run: () => general('How many grams in a cup of flour?'),
      check: expectText(/\d+\s*g/),
    },
    {
      label: 'recipe: "Make this recipe keto friendly" (a new recipe each turn)',
      run: (turn) => recipe(recipeOf(0, turn), 'Make this recipe keto friendly'),
      check: expectText(/./, (answer) => answer.recipeUpdated),
    },
    {
      label: 'recipe: "Add the ingredients to my shopping list"',
      run: (turn) => recipe(recipeOf(1, turn), 'Add the ingredients to my shopping list'),
      check: expectText(/./, (answer) => answer.shoppingItemsAdded > 0),
    },
    {
      label: 'recipe: "Walk me through it step by step"',
      run: async (turn) => {
        const answer = await recipe(recipeOf(2, turn), 'Walk me through it step by step');
        walkthroughs.set(turn, (answer as ChatAnswer).response);
        return answer;
      },
      check: expectText(/Step 1 of/),
    },
    {
      label: 'recipe: "next" (after the walkthrough\'s first step)',
      run: (turn) =>
        recipe(recipeOf(2, turn), 'next', [
          { role: 'user', content: 'Walk me through it step by step' },
          { role: 'assistant', content: walkthroughs.get(turn) ?? '' },
        ]),
      check: expectText(/Step 2 of/),
    },
    {
      label: 'recipe: "Scale it for 6 people"',
      run: (turn) => recipe(recipeOf(3, turn), 'Scale it for 6 people'),
      check: expectText(/6 servings|serves 6/),
    },
  ];
}

// --- Figures ------------------------------------------------------------------------------

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

interface Row {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function rowOf(label: string, times: number[]): Row {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    label,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

async function timed(run: () => Promise<unknown>): Promise<{ ms: number; answer: unknown }> {
  const started = performance.now();
  const answer = await run();
  return { ms: performance.now() - started, answer };
}

// --- The run ------------------------------------------------------------------------------

const api = await startApi();
try {
  const token = await signUp(api.baseUrl);
  const seedStarted = performance.now();
  const ids = await seedCollection(api.baseUrl, token, recipeCount);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`seeded ${ids.length} recipes in ${seedSeconds.toFixed(1)} s`);

  const prompts = promptsFor(api.baseUrl, token, ids);
  const baseline: Prompt = {
    label: 'baseline: GET /api/recipes/:id',
    run: (turn) => call(api.baseUrl, token, 'GET', `/api/recipes/${ids[(turn * 37) % ids.length]}`),
  };
  const all = [baseline, ...prompts];
  const times = new Map<Prompt, number[]>(all.map((prompt) => [prompt, []]));
  const loadBefore = loadavg()[0] ?? 0;
  // Round-robin, one request at a time: the machine's load falls on every prompt alike.
  for (let turn = 0; turn < warmUpTurns + turnsPerPrompt; turn += 1) {
    for (const prompt of all) {
      const { ms, answer } = await timed(() => prompt.run(turn));
      prompt.check?.(answer);
      if (turn >= warmUpTurns) times.get(prompt)?.push(ms);
    }
  }
  const loadAfter = loadavg()[0] ?? 0;

  const [baseRow, ...rows] = all.map((prompt) => rowOf(prompt.label, times.get(prompt) ?? []));
  const chatTimes = prompts.flatMap((prompt) => times.get(prompt) ?? []);
  const overall = rowOf('all chat turns', chatTimes);
  const base = baseRow?.p50 ?? Number.NaN;
  const format = (ms: number) => ms.toFixed(1);
  console.log(
    `\n${ids.length} recipes, ${turnsPerPrompt} turns per prompt (after ${warmUpTurns} unmeasured), ` +
      `one at a time; ${api.database}; ${cpus().length} × ${cpus()[0]?.model}; Node ${process.version}; ` +
      `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
  );
  console.log('| request | p50 ms | p95 ms | p99 ms | max ms | p50 / baseline p50 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of [baseRow, ...rows, overall]) {
    if (!row) continue;
    const over = row !== baseRow && row.p95 > targetP95Ms ? ' ⚠' : '';
    console.log(
      `| ${row.label} | ${format(row.p50)} | ${format(row.p95)}${over} | ${format(row.p99)} | ${format(row.max)} | ${(row.p50 / base).toFixed(1)} |`,
    );
  }
  const over = rows.filter((row) => row.p95 > targetP95Ms);
  console.log(
    over.length === 0
      ? `\nEvery prompt's p95 is within ${targetP95Ms} ms (overall p95 ${format(overall.p95)} ms, ${(overall.p95 / (baseRow?.p95 ?? Number.NaN)).toFixed(1)} × the baseline's p95).`
      : `\nOver the ${targetP95Ms} ms p95 target: ${over.map((row) => row.label).join('; ')}.`,
  );
} finally {
  await api.stop();
}
