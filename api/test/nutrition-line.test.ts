import { describe, expect, it } from 'vitest';
import { type ParsedIngredient, parseIngredientLine } from '../src/ai/food/ingredient-line.ts';
import { addQuantities, toGrams, toMilliliters } from '../src/ai/food/units.ts';

type Expected = Partial<Omit<ParsedIngredient, 'line'>>;

// Real-world lines from several cuisines, in US, metric and British spellings.
const lines: [string, Expected][] = [
  [
    '1 1/2 cups all-purpose flour, sifted',
    { quantity: 1.5, unit: 'cup', food: 'all-purpose flour', note: 'sifted' },
  ],
  ['½ tsp salt', { quantity: 0.5, unit: 'tsp', food: 'salt' }],
  ['1½ Tbsp sugar', { quantity: 1.5, unit: 'tbsp', food: 'sugar' }],
  ['⅓ cup whole milk', { quantity: 1 / 3, unit: 'cup', food: 'whole milk' }],
  ['0,5 l Milch milk', { quantity: 0.5, unit: 'l', food: 'milch milk' }],
  ['a pinch of saffron threads', { quantity: 1, unit: 'pinch', food: 'saffron threads' }],
  ['2 (12 inch) pie crusts', { quantity: 2, unit: null, food: 'pie crusts', note: '12 inch' }],
  [
    '1 (15 oz) can black beans, drained and rinsed',
    {
      quantity: 1,
      unit: 'can',
      packageSize: { quantity: 15, unit: 'oz' },
      food: 'black beans',
      note: 'drained and rinsed',
    },
  ],
  ['salt and pepper to taste', { quantity: null, food: 'salt and pepper', isToTaste: true }],
  [
    '2-3 cloves garlic, minced',
    { quantity: 2, quantityMax: 3, unit: 'clove', food: 'garlic', note: 'minced' },
  ],
  ['2 to 3 large eggs', { quantity: 2, quantityMax: 3, size: 'large', unit: null, food: 'eggs' }],
  ['1 T. butter', { quantity: 1, unit: 'tbsp', food: 'butter' }],
  ['1 t. vanilla extract', { quantity: 1, unit: 'tsp', food: 'vanilla extract' }],
  ['1 c. sugar', { quantity: 1, unit: 'cup', food: 'sugar' }],
  ['500 grams beef mince', { quantity: 500, unit: 'g', food: 'beef mince' }],
  ['250ml coconut milk', { quantity: 250, unit: 'ml', food: 'coconut milk' }],
  ['1.5 litres vegetable stock', { quantity: 1.5, unit: 'l', food: 'vegetable stock' }],
  [
    '2 x 400g tins chopped tomatoes',
    {
      quantity: 2,
      unit: 'can',
      packageSize: { quantity: 400, unit: 'g' },
      food: 'chopped tomatoes',
    },
  ],
  [
    '1-1/2 teaspoons baking soda',
    { quantity: 1.5, quantityMax: null, unit: 'tsp', food: 'baking soda' },
  ],
  ['3 garlic cloves, crushed', { quantity: 3, unit: 'clove', food: 'garlic' }],
  ['1 cup butter or margarine, softened', { quantity: 1, unit: 'cup', food: 'butter' }],
  ['Fresh cilantro, for garnish', { quantity: null, food: 'fresh cilantro', isToTaste: true }],
  [
    '1 15-oz can chickpeas',
    { quantity: 1, unit: 'can', packageSize: { quantity: 15, unit: 'oz' }, food: 'chickpeas' },
  ],
  ['2 large onions (about 1 lb), diced', { quantity: 2, size: 'large', food: 'onions' }],
  ['3 tablespoons soy sauce', { quantity: 3, unit: 'tbsp', food: 'soy sauce' }],
  [
    '1 lb boneless skinless chicken thighs',
    { quantity: 1, unit: 'lb', food: 'boneless skinless chicken thighs' },
  ],
  ['8 oz. cream cheese, softened', { quantity: 8, unit: 'oz', food: 'cream cheese' }],
  ['4 fl oz dry sherry', { quantity: 4, unit: 'fl oz', food: 'dry sherry' }],
  ['1 kg potatoes, peeled and cut into chunks', { quantity: 1, unit: 'kg', food: 'potatoes' }],
  ['2 tsp garam masala', { quantity: 2, unit: 'tsp', food: 'garam masala' }],
  [
    '1 thumb-sized piece of ginger',
    { quantity: 1, unit: null, food: 'thumb-sized piece of ginger' },
  ],
  ['1 tbsp fish sauce', { quantity: 1, unit: 'tbsp', food: 'fish sauce' }],
  ['200 g rice noodles', { quantity: 200, unit: 'g', food: 'rice noodles' }],
  ['1 bunch cilantro', { quantity: 1, unit: 'bunch', food: 'cilantro' }],
  ['2 sprigs fresh thyme', { quantity: 2, unit: 'sprig', food: 'fresh thyme' }],
  ['1 stick unsalted butter, melted', { quantity: 1, unit: 'stick', food: 'unsalted butter' }],
  ['3 slices bacon, chopped', { quantity: 3, unit: 'slice', food: 'bacon' }],
  ['1 heaping tablespoon tomato paste', { quantity: 1, unit: 'tbsp', food: 'tomato paste' }],
  ['100 ml double cream', { quantity: 100, unit: 'ml', food: 'double cream' }],
  ['2 dl crème fraîche', { quantity: 2, unit: 'dl', food: 'crème fraîche' }],
  [
    '1 cup cooked jasmine rice (optional)',
    { quantity: 1, unit: 'cup', food: 'cooked jasmine rice', isToTaste: false, isOptional: true },
  ],
  ['Olive oil, as needed', { quantity: null, food: 'olive oil', isToTaste: true }],
  ['2 ½ cups chicken broth', { quantity: 2.5, unit: 'cup', food: 'chicken broth' }],
  [
    '1 medium red bell pepper, seeded and sliced',
    { quantity: 1, size: 'medium', food: 'red bell pepper' },
  ],
  [
    '¾ cup packed light brown sugar',
    { quantity: 0.75, unit: 'cup', food: 'packed light brown sugar' },
  ],
  ['an onion, finely chopped', { quantity: 1, unit: null, food: 'onion', note: 'finely chopped' }],
  ['4 Tbsp. extra-virgin olive oil', { quantity: 4, unit: 'tbsp', food: 'extra-virgin olive oil' }],
  ['2 cups grams flour', { quantity: 2, unit: 'cup', food: 'grams flour' }],
  ['1 pint cherry tomatoes, halved', { quantity: 1, unit: 'pint', food: 'cherry tomatoes' }],
  ['3 quarts water', { quantity: 3, unit: 'quart', food: 'water' }],
  ['2 whole cloves', { quantity: 2, unit: null, food: 'whole cloves' }],
  ['1/2 kilo lamb shoulder', { quantity: 0.5, unit: 'kg', food: 'lamb shoulder' }],
  ['- 1 tsp. ground cumin', { quantity: 1, unit: 'tsp', food: 'ground cumin' }],
  [
    '1 (14.5 ounce) can diced tomatoes, undrained',
    {
      quantity: 1,
      unit: 'can',
      packageSize: { quantity: 14.5, unit: 'oz' },
      food: 'diced tomatoes',
    },
  ],
  // A slash between words is an alternative: the first counts, with the shared noun.
  ['2 cups of cottage/ farmer cheese', { quantity: 2, unit: 'cup', food: 'cottage cheese' }],
  ['1 onion/shallot, minced', { quantity: 1, unit: null, food: 'onion' }],
  ['150g/5oz feta', { quantity: 150, unit: 'g', food: 'feta' }],
  // How thin or thick a slice is does not hide the unit.
  ['18 thin slices of prosciutto', { quantity: 18, unit: 'slice', food: 'prosciutto' }],
  ['3 thick slices bacon, diced', { quantity: 3, unit: 'slice', food: 'bacon' }],
  ['Zest of 1 lemon', { quantity: 1, unit: null, food: 'lemon zest' }],
  ['Juice of 2 limes', { quantity: 2, unit: null, food: 'lime juice' }],
  ['1 jalapeño, seeded and minced', { quantity: 1, food: 'jalapeño', note: 'seeded and minced' }],
];

describe('parseIngredientLine', () => {
  it.each(lines)('reads "%s"', (line, expected) => {
    const parsed = parseIngredientLine(line);
    const { quantity, ...rest } = expected;
    expect(parsed).toMatchObject(rest);
    if (quantity === undefined) return;
    if (quantity === null) expect(parsed.quantity).toBeNull();
    else expect(parsed.quantity).toBeCloseTo(quantity, 5);
  });

  it('keeps the line as written', () => {
    expect(parseIngredientLine('  2 Cups Flour ').line).toBe('  2 Cups Flour ');
  });

  it('does not treat a lone trailing "c" or "l" as a unit', () => {
    expect(parseIngredientLine('1 l')).toMatchObject({ quantity: 1, unit: null, food: 'l' });
  });
});

describe('unit conversion', () => {
  it('converts mass units to grams and refuses volume', () => {
    expect(toGrams(1, 'lb')).toBeCloseTo(453.6, 1);
    expect(toGrams(2, 'kg')).toBe(2000);
    expect(toGrams(1, 'cup')).toBeNull();
  });

  it('converts volume units to millilitres and refuses mass', () => {
    expect(toMilliliters(1, 'cup')).toBeCloseTo(236.6, 1);
    expect(toMilliliters(3, 'tsp')).toBeCloseTo(toMilliliters(1, 'tbsp') ?? 0, 3);
    expect(toMilliliters(1, 'g')).toBeNull();
  });
});

describe('addQuantities', () => {
  it('adds cups of milk to millilitres of milk in millilitres', () => {
    const cups = parseIngredientLine('2 cups milk');
    const metric = parseIngredientLine('250 ml milk');
    expect(addQuantities(cups, metric)).toEqual({ quantity: 723.2, unit: 'ml' });
  });

  it('keeps a shared unit', () => {
    expect(addQuantities({ quantity: 1, unit: 'cup' }, { quantity: 0.5, unit: 'cup' })).toEqual({
      quantity: 1.5,
      unit: 'cup',
    });
  });

  it('adds pounds to grams in grams', () => {
    expect(addQuantities({ quantity: 1, unit: 'lb' }, { quantity: 100, unit: 'g' })).toEqual({
      quantity: 553.6,
      unit: 'g',
    });
  });

  it('adds plain counts and same count units', () => {
    expect(addQuantities(parseIngredientLine('2 eggs'), parseIngredientLine('3 eggs'))).toEqual({
      quantity: 5,
      unit: null,
    });
    expect(addQuantities({ quantity: 2, unit: 'clove' }, { quantity: 1, unit: 'clove' })).toEqual({
      quantity: 3,
      unit: 'clove',
    });
  });

  it('refuses mass with volume, counts with measures, and missing quantities', () => {
    expect(addQuantities({ quantity: 1, unit: 'cup' }, { quantity: 100, unit: 'g' })).toBeNull();
    expect(addQuantities({ quantity: 2, unit: null }, { quantity: 100, unit: 'g' })).toBeNull();
    expect(
      addQuantities({ quantity: 2, unit: 'clove' }, { quantity: 1, unit: 'slice' }),
    ).toBeNull();
    expect(
      addQuantities(parseIngredientLine('salt to taste'), { quantity: 1, unit: 'tsp' }),
    ).toBeNull();
  });
});
