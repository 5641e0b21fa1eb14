import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipes, graphqlAs, newUser, signedInPage } from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

// A German recipe as a cook would paste it: German units (EL, TL), German food names.
const germanRecipe = `Kartoffelsuppe mit Kreuzkümmel

Zutaten für 4 Personen
1 kg Kartoffeln, mehligkochend
2 Möhren
1 Zwiebel
1 l Gemüsebrühe
200 ml Sahne
2 EL Olivenöl
1 TL Kreuzkümmel
1 Zweig Thymian
Salz und Pfeffer

Zubereitung
Kartoffeln und Möhren schälen und in Würfel schneiden. Zwiebel fein hacken.
Das Öl in einem großen Topf erhitzen, Zwiebel und Kreuzkümmel darin andünsten.
Kartoffeln, Möhren und Brühe dazugeben und 20 Minuten köcheln lassen.
Sahne einrühren, pürieren und mit Salz und Pfeffer abschmecken.
`;

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let token: string;
const cook = newUser('Alfred', 'Biolek');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

interface ApiItem {
  name: string;
  quantity: string;
  category: string;
}

async function shoppingList(): Promise<ApiItem[]> {
  const { shoppingList: items } = await graphqlAs<{ shoppingList: ApiItem[] }>(
    server?.baseUrl ?? '',
    token,
    '{ shoppingList { name quantity category } }',
  );
  return items;
}

/** The item names the shopping list screen shows under a shelf. */
async function namesOnScreen(category: string): Promise<string[]> {
  await page.goto(url('/shopping-list'));
  const shelf = page.getByRole('region', { name: new RegExp(`^${category} \\d`) });
  await shelf.getByTestId('shopping-item').first().waitFor();
  return shelf
    .getByTestId('shopping-item')
    .locator('label span span:first-child')
    .allTextContents();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page, token } = await signedInPage(browser, server.baseUrl, cook));
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('a recipe in German', () => {
  it('shows nutrition from pasted German text, and what it rests on', async () => {
    await page.goto(url('/add-recipe'));
    await page.getByLabel('Recipe text').fill(germanRecipe);
    await page.getByRole('button', { name: 'Analyze Recipe' }).click();
    await page.waitForURL(/\/recipe\/\d+$/, { timeout: 60_000 });
    const panel = page.getByRole('region', { name: 'Nutrition per serving' });
    await panel.getByText('Calories').waitFor();
    expect(await panel.getByText(/Not calculated|Not shown/).count()).toBe(0);
    // "Salz und Pfeffer" is to taste; the other eight lines count, the thyme sprig included.
    await panel.getByText('From 8 of 8 ingredients.').waitFor();
  });

  it('files Kreuzkümmel under Pantry when its ingredients go on the shopping list', async () => {
    await page.getByRole('button', { name: 'Add to Shopping List' }).click();
    await toastShown(page, 'Shopping List Updated');
    const items = await shoppingList();
    expect(items).toContainEqual(
      expect.objectContaining({ name: 'Kreuzkümmel', quantity: '1 tsp', category: 'PANTRY' }),
    );
    expect(items.find((item) => /kartoffel/i.test(item.name))?.category).toBe('PRODUCE');
    expect(await namesOnScreen('Pantry')).toContain('Kreuzkümmel');
  });

  it('merges milk in cups and in millilitres from two recipes into one item', async () => {
    const ids = await createRecipes(server?.baseUrl ?? '', token, [
      { name: 'Pancakes', servings: 4, ingredients: ['2 cups milk', '2 eggs', '1 cup flour'] },
      { name: 'Porridge', servings: 2, ingredients: ['250 ml milk', '80 g rolled oats'] },
    ]);
    await graphqlAs(
      server?.baseUrl ?? '',
      token,
      `mutation ($recipeIds: [Int!]!) {
        generateShoppingList(recipeIds: $recipeIds) { __typename }
      }`,
      { recipeIds: ids },
    );
    const milk = (await shoppingList()).filter((item) => /milk/i.test(item.name));
    expect(milk).toEqual([expect.objectContaining({ quantity: '723 ml', category: 'DAIRY' })]);
    expect((await namesOnScreen('Dairy')).filter((name) => /milk/i.test(name))).toEqual(['milk']);
  });
});
