import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { viewports } from './launch-browser.ts';
import { keepOffline } from './page-tools.ts';

/** Where the shell's supabase-js keeps the session (shell/src/session/auth-storage.ts). */
const authStorageKey = 'recipe-organizer-auth';

export interface AppUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A user no other test run has signed up. */
export function newUser(firstName: string, lastName: string): AppUser {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${unique}@example.com`,
    password: 'correct horse battery',
  };
}

/** Signs up through the sign-up form and waits for the signed-in home page. */
export async function signUpInBrowser(page: Page, baseUrl: string, user: AppUser): Promise<void> {
  await page.goto(`${baseUrl}/auth/signup`);
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((current) => current.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

export interface MailedSecret {
  link: string;
  /** The 6-digit code the mail shows beside the link. */
  code: string;
}

/**
 * The newest mail of a kind the embedded auth wrote for `email` into the outbox
 * (`<dataDir>/outbox`, one JSON file per mail, named in order), once it is there.
 */
export async function mailTo(
  dataDir: string,
  email: string,
  kind: 'confirmation' | 'recovery' | 'magiclink' | 'email_change',
): Promise<MailedSecret> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names
      .filter((file) => file.includes(`-${kind}-`))
      .sort()
      .reverse()) {
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as MailedSecret & {
        to: string;
      };
      if (mail.to === email) return { link: mail.link, code: mail.code };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail for ${email}`);
}

/**
 * Signs an admin up with the form, then follows the mailed link, which signs them in. An
 * ADMIN_EMAILS address is never auto-confirmed: admin rights wait for the mailbox to be proven,
 * so the server must run with its own DATA_DIR (`dataDir`) for the outbox to be read.
 */
export async function signUpAdmin(
  page: Page,
  baseUrl: string,
  dataDir: string,
  user: AppUser,
): Promise<void> {
  await page.goto(`${baseUrl}/auth/signup`);
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Please check your email to verify your account.').first().waitFor();
  await page.goto((await mailTo(dataDir, user.email, 'confirmation')).link);
  await page.waitForURL((current) => current.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** The new user's access token, for seeding through the API. */
  token: string;
}

/**
 * A fresh browser context at phone size, and a new user signed up in it. `isOffline` keeps the
 * context on loopback from the start (journeys that import from local recipe pages).
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: AppUser,
  { isOffline = false, ...options }: BrowserContextOptions & { isOffline?: boolean } = {},
): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: viewports.phone, ...options });
  if (isOffline) await keepOffline(context);
  const page = await context.newPage();
  await signUpInBrowser(page, baseUrl, user);
  return { context, page, token: await accessTokenOf(page) };
}

/** The signed-in page's access token, as supabase-js stored it. */
export async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), authStorageKey);
  const token = stored ? (JSON.parse(stored) as { access_token?: string }).access_token : null;
  if (!token) throw new Error('the page holds no session');
  return token;
}

/** Runs a GraphQL operation as the token's user; throws on GraphQL errors. */
export async function graphqlAs<Data = Record<string, unknown>>(
  baseUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  if (!body.data) throw new Error(`no data (HTTP ${response.status})`);
  return body.data;
}

export interface SeedRecipe {
  name: string;
  description?: string;
  prepTime?: number;
  servings?: number;
  difficulty?: 'EASY' | 'MEDIUM' | 'HARD';
  ingredients?: string[];
  instructions?: string[];
  tags?: string[];
  imageUrl?: string;
}

/** Adds recipes for the token's user through the API; answers their ids in order. */
export async function createRecipes(
  baseUrl: string,
  token: string,
  recipes: SeedRecipe[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const input of recipes) {
    const data = await graphqlAs<{
      createRecipe: { __typename: string; recipe?: { id: number }; message?: string };
    }>(
      baseUrl,
      token,
      `mutation SeedRecipe($input: RecipeInput!) {
        createRecipe(input: $input) {
          __typename
          ... on CreateRecipeSuccess { recipe { id } }
          ... on Error { message }
        }
      }`,
      { input },
    );
    const { recipe, message } = data.createRecipe;
    if (!recipe) throw new Error(`createRecipe failed: ${message}`);
    ids.push(recipe.id);
  }
  return ids;
}

/**
 * A realistic collection (8 ingredients, 5 steps, 3 tags each: a course, the main ingredient and
 * one of 40 groups), created through the API 20 per request. Answers what it created.
 */
export async function seedCollection(
  baseUrl: string,
  token: string,
  count: number,
): Promise<SeedRecipe[]> {
  const dishes = ['Soup', 'Stew', 'Salad', 'Curry', 'Pie', 'Pasta', 'Risotto', 'Tacos', 'Cake'];
  const mains = ['Chicken', 'Lentil', 'Tomato', 'Mushroom', 'Salmon', 'Beef', 'Pumpkin', 'Mango'];
  const courses = ['dinner', 'lunch', 'breakfast', 'dessert', 'snack', 'drink'];
  const difficulties = ['EASY', 'MEDIUM', 'HARD'] as const;
  const recipes: SeedRecipe[] = Array.from({ length: count }, (_, index) => {
    const main = mains[index % mains.length] ?? 'Tomato';
    const dish = dishes[Math.floor(index / mains.length) % dishes.length] ?? 'Soup';
    return {
      name: `${main} ${dish} ${index + 1}`,
      description: `A dependable ${main.toLowerCase()} ${dish.toLowerCase()} for busy evenings.`,
      prepTime: 10 + (index % 50),
      servings: 2 + (index % 6),
      difficulty: difficulties[index % 3],
      ingredients: Array.from({ length: 8 }, (_, line) => `${line + 1} tbsp ${main} item ${line}`),
      instructions: Array.from({ length: 5 }, (_, step) => `Step ${step + 1}: stir gently.`),
      tags: [
        courses[index % courses.length] ?? 'dinner',
        main.toLowerCase(),
        `group ${index % 40}`,
      ],
    };
  });
  for (let start = 0; start < recipes.length; start += 20) {
    const batch = recipes.slice(start, start + 20);
    const variables = Object.fromEntries(batch.map((input, index) => [`r${index}`, input]));
    const declarations = batch.map((_, index) => `$r${index}: RecipeInput!`).join(', ');
    const fields = batch
      .map((_, index) => `c${index}: createRecipe(input: $r${index}) { __typename }`)
      .join('\n');
    await graphqlAs(baseUrl, token, `mutation Seed(${declarations}) { ${fields} }`, variables);
  }
  return recipes;
}
