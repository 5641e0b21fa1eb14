import { describe, expect, it } from 'vitest';
import { dietTables } from '../src/ai/chat/local/diet-adaptation.ts';
import { knownFood } from '../src/ai/chat/local/food-weights.ts';
import { adaptRecipe } from '../src/ai/chat/local/substitution.ts';
import { parseIngredientLine } from '../src/ai/food/ingredient-line.ts';

const pastaBake = {
  ingredients: [
    '12 oz penne pasta',
    '1 lb ground beef',
    '1 onion, diced',
    '2 tbsp butter',
    '2 tbsp all-purpose flour',
    '2 cups whole milk',
    '1 (24 oz) jar marinara sauce',
    '2 cups shredded mozzarella cheese',
    '1/2 cup grated Parmesan',
    '1/4 cup Italian breadcrumbs',
    'Salt and pepper to taste',
  ],
  instructions: [
    'Preheat the oven to 375°F.',
    'Cook the penne in salted water for 8 minutes; drain, reserving 1/2 cup pasta water.',
    'Melt the butter, whisk in the flour, then the milk; simmer for 3 minutes until thick.',
    'Stir the pasta, beef and marinara into the sauce, top with mozzarella, Parmesan and breadcrumbs.',
    'Bake for 25 minutes until bubbling.',
  ],
  tags: ['dinner', 'pasta', 'beef'],
};

const pancakes = {
  ingredients: [
    '1 1/2 cups all-purpose flour',
    '3 1/2 tsp baking powder',
    '1 tbsp white sugar',
    '1/4 tsp salt',
    '1 1/4 cups milk',
    '1 egg',
    '3 tbsp butter, melted',
    'Maple syrup, for serving',
  ],
  instructions: [
    'Sift together the flour, baking powder, salt and sugar.',
    'Pour in the milk, egg and melted butter; mix until smooth.',
    'Cook 1/4 cup of batter per pancake for 2-3 minutes per side.',
    'Serve with maple syrup.',
  ],
  tags: ['breakfast'],
};

const stirFry = {
  ingredients: [
    '1 cup jasmine rice',
    '1 lb boneless skinless chicken breasts, cut into strips',
    '2 tbsp soy sauce',
    '1 tbsp honey',
    '1 tbsp cornstarch',
    '2 cups broccoli florets',
    '1 tbsp fish sauce',
  ],
  instructions: [
    'Cook the rice according to the package.',
    'Toss the chicken with 1 tbsp soy sauce and the cornstarch.',
    'Stir-fry the chicken for 5-6 minutes, add the broccoli, the rest of the soy sauce, the honey and the fish sauce.',
    'Serve over the rice.',
  ],
  tags: ['dinner', 'chicken'],
};

function swapsOf(recipe: typeof pastaBake, diet: keyof typeof dietTables) {
  return adaptRecipe(recipe, dietTables[diet]).swaps.map((swap) => [swap.before, swap.after]);
}

describe('keto substitutions', () => {
  it('turns a pasta bake keto, keeping amounts sensible and steps in step', () => {
    const adapted = adaptRecipe(pastaBake, dietTables.keto);
    expect(adapted.swaps.map((swap) => [swap.before, swap.after])).toEqual([
      ['12 oz penne pasta', '24 oz zucchini noodles'],
      ['2 tbsp all-purpose flour', '2 tbsp almond flour'],
      ['2 cups whole milk', '2 cups unsweetened almond milk'],
      ['1/4 cup Italian breadcrumbs', '1/4 cup almond meal'],
    ]);
    expect(adapted.instructions).toEqual([
      'Preheat the oven to 375°F.',
      'Cook the zucchini noodles in salted water for 8 minutes; drain, reserving 1/2 cup pasta water.',
      'Melt the butter, whisk in the almond flour, then the almond milk; simmer for 3 minutes until thick.',
      'Stir the zucchini noodles, beef and marinara into the sauce, top with mozzarella, Parmesan and almond meal.',
      'Bake for 25 minutes until bubbling.',
    ]);
    expect(adapted.tags).toEqual(['dinner', 'pasta', 'beef', 'keto']);
  });

  it('turns pancakes keto', () => {
    expect(swapsOf(pancakes, 'keto')).toEqual([
      ['1 1/2 cups all-purpose flour', '1 1/2 cups almond flour'],
      ['1 tbsp white sugar', '1 tbsp erythritol'],
      ['1 1/4 cups milk', '1 1/4 cups unsweetened almond milk'],
      ['Maple syrup, for serving', 'Monk fruit syrup (sugar-free), for serving'],
    ]);
    expect(adaptRecipe(pancakes, dietTables.keto).instructions[0]).toBe(
      'Sift together the almond flour, baking powder, salt and erythritol.',
    );
  });

  it('turns a stir fry with rice keto: cooked volume of cauliflower, a pinch of xanthan', () => {
    const adapted = adaptRecipe(stirFry, dietTables.keto);
    expect(adapted.swaps.map((swap) => [swap.before, swap.after])).toEqual([
      ['1 cup jasmine rice', '3 cups riced cauliflower'],
      ['1 tbsp honey', '1 tbsp monk fruit syrup (sugar-free)'],
      ['1 tbsp cornstarch', '1/4 tsp xanthan gum'],
    ]);
    expect(adapted.instructions[3]).toBe('Serve over the riced cauliflower.');
    expect(adapted.instructions[2]).toContain('the sugar-free syrup and the fish sauce');
  });

  it('weighs counted and canned foods it replaces', () => {
    const chili = {
      ingredients: [
        '4 medium potatoes, cubed',
        '1 (15 oz) can kidney beans, drained and rinsed',
        '8 small flour tortillas',
        '1 lb cooked spaghetti',
      ],
      instructions: ['Simmer the potatoes and beans for 20 minutes.'],
      tags: [],
    };
    expect(swapsOf(chili, 'keto')).toEqual([
      ['4 medium potatoes, cubed', '850 g cauliflower florets, cubed'],
      ['1 (15 oz) can kidney beans, drained and rinsed', '425 g diced mushrooms'],
      ['8 small flour tortillas', '8 small lettuce wraps'],
      ['1 lb cooked spaghetti', '1 lb zucchini noodles'],
    ]);
    expect(adaptRecipe(chili, dietTables.keto).instructions).toEqual([
      'Simmer the cauliflower and mushrooms for 20 minutes.',
    ]);
  });

  it('leaves lines that only look like swaps alone', () => {
    const lookalikes = {
      ingredients: [
        '1 cup sugar snap peas',
        '2 tbsp rice vinegar',
        '1 cup unsweetened almond milk',
        '2 cups green beans',
        '1/2 tsp cream of tartar',
        '1 cup almond flour',
        '1 small butternut squash',
        '1 eggplant',
        '1 tbsp sugar-free syrup',
      ],
      instructions: [],
      tags: [],
    };
    expect(adaptRecipe(lookalikes, dietTables.keto).swaps).toEqual([]);
    expect(adaptRecipe(lookalikes, dietTables['dairy-free']).swaps).toEqual([]);
    expect(adaptRecipe(lookalikes, dietTables.vegan).swaps).toEqual([]);
  });

  it('writes swaps the nutrition tables read as the new food', () => {
    const foods = adaptRecipe(stirFry, dietTables.keto)
      .ingredients.concat(adaptRecipe(pastaBake, dietTables.keto).ingredients)
      .map((line) => knownFood(parseIngredientLine(line).food)?.usda.description ?? null);
    expect(foods).toContain('Cauliflower, raw');
    expect(foods).toContain('Squash, summer, zucchini, includes skin, raw');
    expect(foods).not.toContain('Rice, white, long-grain, regular, raw, enriched');
    expect(foods).not.toContain('Pasta, dry, enriched');
  });
});

describe('vegetarian, vegan, gluten-free and dairy-free substitutions', () => {
  it('makes a stir fry vegetarian, retagged', () => {
    const adapted = adaptRecipe(stirFry, dietTables.vegetarian);
    expect(adapted.swaps.map((swap) => [swap.before, swap.after])).toEqual([
      [
        '1 lb boneless skinless chicken breasts, cut into strips',
        '1 lb extra-firm tofu, cut into strips',
      ],
      ['1 tbsp fish sauce', '1 tbsp soy sauce'],
    ]);
    expect(adapted.instructions[1]).toBe('Toss the tofu with 1 tbsp soy sauce and the cornstarch.');
    expect(adapted.tags).toEqual(['dinner', 'vegetarian']);
  });

  it('makes pancakes vegan', () => {
    expect(swapsOf(pancakes, 'vegan')).toEqual([
      ['1 1/4 cups milk', '1 1/4 cups unsweetened soy milk'],
      ['1 egg', '1 tbsp ground flaxseed (mixed with 3 tbsp water)'],
      ['3 tbsp butter, melted', '3 tbsp vegan butter, melted'],
    ]);
    expect(adaptRecipe(pancakes, dietTables.vegan).instructions[1]).toBe(
      'Pour in the soy milk, flax mixture and melted vegan butter; mix until smooth.',
    );
  });

  it('makes a pasta bake gluten-free without rewording its steps', () => {
    const adapted = adaptRecipe(pastaBake, dietTables['gluten-free']);
    expect(adapted.swaps.map((swap) => [swap.before, swap.after])).toEqual([
      ['12 oz penne pasta', '12 oz gluten-free penne pasta'],
      ['2 tbsp all-purpose flour', '2 tbsp gluten-free flour blend'],
      ['1/4 cup Italian breadcrumbs', '1/4 cup gluten-free Italian breadcrumbs'],
    ]);
    expect(adapted.instructions).toEqual(pastaBake.instructions);
    expect(swapsOf(stirFry, 'gluten-free')).toEqual([['2 tbsp soy sauce', '2 tbsp tamari']]);
  });

  it('makes a pasta bake dairy-free', () => {
    expect(swapsOf(pastaBake, 'dairy-free')).toEqual([
      ['2 tbsp butter', '2 tbsp dairy-free butter'],
      ['2 cups whole milk', '2 cups unsweetened soy milk'],
      ['2 cups shredded mozzarella cheese', '2 cups dairy-free mozzarella cheese'],
      ['1/2 cup grated Parmesan', '1/2 cup nutritional yeast'],
    ]);
  });

  it('finds nothing to change in recipes that already fit', () => {
    expect(swapsOf(pancakes, 'vegetarian')).toEqual([]);
    expect(swapsOf(stirFry, 'dairy-free')).toEqual([]);
  });
});
