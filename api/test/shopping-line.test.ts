import { describe, expect, it } from 'vitest';
import type { LineLanguage } from '../src/ai/food/line-vocabulary.ts';
import { readShoppingLine } from '../src/ai/shopping-line.ts';

const shelf = (line: string, language: LineLanguage) =>
  readShoppingLine(line, language)?.category ?? null;

describe('a recipe line on the shopping list', () => {
  // The food's usual shelf, moved by how the line says it is sold, in any language.
  it.each([
    ['250 g de myrtilles surgelées, dégelées', 'fr', 'Frozen'],
    ['300 g tiefgekühlte Erbsen', 'de', 'Frozen'],
    ['2 cups frozen peas', 'en', 'Frozen'],
    ['6 Stiele Koriander', 'de', 'Produce'],
    ['1 bunch coriander', 'en', 'Produce'],
    ['1 tsp ground coriander', 'en', 'Pantry'],
    ['2 tbsp fresh thyme', 'en', 'Produce'],
    ['1 Msp. frisch geriebene Muskatnuss', 'de', 'Pantry'],
    ['1 teaspoon dried thyme', 'en', 'Pantry'],
    ['1 lata de milho', 'pt', 'Pantry'],
    // German "TK" is frozen; Hungarian "tk" a teaspoon.
    ['300 g Erbsen (TK)', 'de', 'Frozen'],
    ['1 tk római kömény', 'hu', 'Pantry'],
    // Fresh yeast is sold chilled; "peppers" are the vegetable.
    ['1 Würfel Hefe', 'de', 'Dairy'],
    ['2 red peppers', 'en', 'Produce'],
  ] as const)('%s (%s) → %s', (line, language, expected) => {
    expect(shelf(line, language)).toBe(expected);
  });

  // USDA files leavening under baked products and remarks in brackets are no state of sale.
  it.each([
    ['½ teaspoon baking soda', 'en', 'Pantry'],
    ['1 Tablespoon active dry yeast', 'en', 'Pantry'],
    ['4 slices white bread', 'en', 'Bakery'],
    ['1 lb shrimp, peeled', 'en', 'Meat'],
  ] as const)('%s (%s) → %s', (line, language, expected) => {
    expect(shelf(line, language)).toBe(expected);
  });

  // Water and ice in any language stay off the list; a drink that ends in "water" does not.
  it.each([
    ["150 g d'eau légèrement tiède", 'fr', false],
    ['7 dl vand', 'da', false],
    ['1000 gr de agua', 'es', false],
    ['1 cup ice cubes', 'en', false],
    ['2 cups milk', 'en', true],
  ] as const)('%s (%s) bought: %s', (line, language, expected) => {
    expect(readShoppingLine(line, language)?.isBought).toBe(expected);
  });

  // A cut written onto a compound word is the food before it; produce USDA keeps only frozen
  // is fresh unless the line says frozen; pastry dough is a freezer food.
  it.each([
    ['100 g Weißbrotwürfel', 'de', 'Bakery'],
    ['400 gr pompoenblokjes', 'nl', 'Produce'],
    ['½ liter Vaniljglass', 'sv', 'Frozen'],
    ['1 Bund Suppengemüse', 'de', 'Produce'],
    ['6 fogli di pasta fillo', 'it', 'Frozen'],
    ['1 Rolle Blätterteig', 'de', 'Frozen'],
  ] as const)('%s (%s) → %s', (line, language, expected) => {
    expect(shelf(line, language)).toBe(expected);
  });

  // Coconut milk is not milk: its own food, shelf and the cook's own word for it.
  it.each([
    ['200 ml Kokosmilch', 'de', 'Kokosmilch', 'Pantry'],
    ['500 ml Mandelmilch', 'de', 'Mandelmilch', 'Pantry'],
    ['3 EL Kokosöl', 'de', 'Kokosöl', 'Pantry'],
    ['1 l Milch', 'de', 'Milch', 'Dairy'],
    // The cook's own capitals: German nouns keep theirs.
    ['200 g rote Linsen', 'de', 'Rote Linsen', 'Pantry'],
    // A compound naming its kind keeps the cook's word.
    ['100 g Erdbeereis', 'de', 'Erdbeereis', 'Frozen'],
    ['2 cl Orangenlikör', 'de', 'Orangenlikör', 'Pantry'],
  ] as const)('%s (%s) → %s on %s', (line, language, name, expected) => {
    expect(readShoppingLine(line, language)).toMatchObject({ name, category: expected });
  });

  // Products of their own are items of their own, whatever composition they borrow.
  it.each([
    ['8 oz Philadelphia cream cheese', '250 g mascarpone'],
    ['1 cup plain yogurt', '1 cup kefir'],
    ['1 cup greek yogurt', '200 g skyr'],
    ['2 tomatoes', '10 cherry tomatoes'],
  ] as const)('"%s" and "%s" are two items', (first, second) => {
    expect(readShoppingLine(first, 'en')?.key).not.toBe(readShoppingLine(second, 'en')?.key);
  });
  it('names an item by its usual name when the line says more', () => {
    expect(readShoppingLine('8 oz Philadelphia cream cheese', 'en')?.name).toBe('cream cheese');
  });

  it('names a food by its own name, not by a synonym a hand-made row added', () => {
    // "stilton", "hing" and "rocket" are names these foods answer to, not what a list calls them.
    expect(readShoppingLine('4 oz crumbled blue cheese', 'en')?.name).toBe('blue cheese');
    expect(readShoppingLine('2 tsp Madras curry powder', 'en')?.name).toBe('curry powder');
    expect(readShoppingLine('2 cups chopped fresh arugula', 'en')?.name).toBe('arugula');
  });

  it('keeps the plural the cook wrote, but not a case form', () => {
    expect(readShoppingLine('1 Glas Kichererbsen', 'de')?.name).toBe('Kichererbsen');
    expect(readShoppingLine('3 tomater', 'sv')?.name).toBe('tomater');
    // "czosnku" is "of garlic": the list says garlic.
    expect(readShoppingLine('2 ząbki czosnku', 'pl')?.name).toBe('czosnek');
  });
});
