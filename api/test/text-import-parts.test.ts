import { describe, expect, it } from 'vitest';
import { emptyDraft, type RecipeDraft } from '../src/ai/recipe-draft.ts';
import { inferTags } from '../src/ai/text-import/infer-tags.ts';
import { parseMetaLine } from '../src/ai/text-import/meta-line.ts';
import { parseRecipeText } from '../src/ai/text-import/parse-recipe-text.ts';
import { readHeading } from '../src/ai/text-import/sections.ts';
import { splitSentences } from '../src/ai/text-import/steps.ts';

const draftOf = (fields: Partial<RecipeDraft>): RecipeDraft => ({ ...emptyDraft(), ...fields });

describe('servings and times', () => {
  it.each([
    ['Serves 4', { servings: 4 }],
    ['Servings: 6', { servings: 6 }],
    ['Makes 12 cookies', { servings: 12 }],
    ['Yield: 2 loaves', { servings: 2 }],
    ['Serves 4-6 as a side', { servings: 4 }],
    ['Für 4 Personen', { servings: 4 }],
    ['Pour 6 personnes', { servings: 6 }],
    ['Prep: 15 mins', { prep: 15 }],
    ['Cook time 1 hr 10 min', { cook: 70 }],
    ['Total: 1½ hours', { total: 90 }],
    ['Total time: 1 1/2 hours', { total: 90 }],
    ['Temps total : 1h20', { total: 80 }],
    ['Gesamtzeit: ca. 1 Std. 25 Min.', { total: 85 }],
    ['Tempo di cottura: 25 minuti', { cook: 25 }],
    ['Zubereitungszeit: 15 Min.', { prep: 15 }],
    ['Bereidingstijd: 20 minuten', { prep: 20 }],
    ['Tillagningstid: 30 minuter', { cook: 30 }],
    ['Prep 10 mins | Cook 20 mins | Serves 2', { prep: 10, cook: 20, servings: 2 }],
  ])('reads "%s"', (line, meta) => {
    expect(parseMetaLine(line)).toEqual(meta);
  });

  it.each([
    'Pour 2 cups water',
    'Bake for 25 minutes.',
    'Serve with rice',
    'Preparation',
    'Zubereitung',
  ])('leaves "%s" as recipe text', (line) => {
    expect(parseMetaLine(line)).toBeNull();
  });

  it('keeps "Bake 25 minutes" as a step instead of a cook time', () => {
    const draft = parseRecipeText(
      'Rolls\n\nIngredients\n2 cups flour\n\nMethod\nShape the rolls.\nBake 25 minutes',
    );
    expect(draft.instructions).toEqual(['Shape the rolls.', 'Bake 25 minutes']);
    expect(draft.cookTimeMinutes).toBeNull();
  });

  it('keeps temperatures in the step text', () => {
    const draft = parseRecipeText(
      'Toast\n\nMethod\nHeat the oven to 200°C (400°F). Bake for 5 minutes.',
    );
    expect(draft.instructions).toEqual(['Heat the oven to 200°C (400°F).', 'Bake for 5 minutes.']);
  });
});

describe('headings', () => {
  it.each([
    ['Ingredients', 'ingredients'],
    ['INGREDIENTS:', 'ingredients'],
    ['What you need', 'ingredients'],
    ['Zutaten', 'ingredients'],
    ['Ingrédients', 'ingredients'],
    ['Ingredienti', 'ingredients'],
    ['Ingredientes', 'ingredients'],
    ['## Method', 'instructions'],
    ['How to make it', 'instructions'],
    ['Zubereitung', 'instructions'],
    ['Préparation', 'instructions'],
    ['Preparazione', 'instructions'],
    ['Instrucciones', 'instructions'],
    ['Notes', 'ignored'],
  ])('knows "%s"', (line, kind) => {
    expect(readHeading(line)?.kind).toBe(kind);
  });

  it('does not take an ingredient for a heading', () => {
    expect(readHeading('Ingredients of the day are 2 eggs and toast')).toBeNull();
  });

  it('gives an empty name and unknown fields when the paste is only a list', () => {
    const draft = parseRecipeText('Ingredients\n2 eggs\n1 tbsp butter');
    expect(draft).toMatchObject({
      name: '',
      description: null,
      servings: null,
      ingredients: ['2 eggs', '1 tbsp butter'],
    });
    expect(draft.instructions).toEqual([]);
  });

  it('takes an opening sentence for the description, not the name', () => {
    const draft = parseRecipeText(
      'This is my favourite soup. It is great in winter.\n\nIngredients\n1 onion\n\nMethod\nSimmer.',
    );
    expect([draft.name, draft.description]).toEqual([
      '',
      'This is my favourite soup. It is great in winter.',
    ]);
  });

  it('returns an empty draft for empty text', () => {
    expect(parseRecipeText('  \n\n ')).toEqual(emptyDraft());
  });
});

describe('one-paragraph methods', () => {
  it('does not split after abbreviations or inside numbers', () => {
    expect(
      splitSentences('Add approx. 1.5 cups of stock. Simmer for 10 min. until thick. Serve.'),
    ).toEqual(['Add approx. 1.5 cups of stock.', 'Simmer for 10 min. until thick.', 'Serve.']);
  });

  it('splits inline numbered steps', () => {
    expect(
      splitSentences('1. Mix the flour and salt. 2. Add the water. 3. Knead for 5 minutes.'),
    ).toEqual(['Mix the flour and salt.', 'Add the water.', 'Knead for 5 minutes.']);
  });
});

describe('inferTags', () => {
  it('calls a pie with chicken in it dinner, not dessert', () => {
    const draft = draftOf({
      name: 'Chicken Pot Pie',
      ingredients: ['2 chicken breasts', '1 pie crust', '1 cup peas'],
    });
    expect(inferTags(draft)).toEqual(['dinner', 'chicken', 'dairy-free']);
  });

  it('does not call a dish vegetarian when chicken stock is its only meat', () => {
    const draft = draftOf({
      name: 'Risotto',
      ingredients: ['300 g arborio rice', '1 l chicken stock', '1 onion'],
    });
    expect(inferTags(draft)).toEqual(['dinner', 'rice', 'gluten-free', 'dairy-free']);
  });

  it('keeps plant milks and nut butters vegan', () => {
    const draft = draftOf({
      name: 'Peanut Smoothie',
      ingredients: ['1 cup almond milk', '1 tbsp peanut butter', '1 banana'],
    });
    expect(inferTags(draft)).toEqual(['drink', 'vegetarian', 'vegan', 'gluten-free']);
  });

  it('claims no diet from a list too short to judge', () => {
    expect(inferTags(draftOf({ name: 'Toast', ingredients: ['1 slice bread'] }))).toEqual([]);
  });

  it('returns at most five lowercase tags', () => {
    const tags = inferTags(
      draftOf({
        name: 'Tofu Breakfast Scramble',
        ingredients: ['200 g tofu', '1 tsp turmeric', '1 tomato'],
      }),
    );
    expect(tags).toEqual(['breakfast', 'tofu', 'vegetarian', 'vegan', 'gluten-free']);
    expect(tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
  });
});
