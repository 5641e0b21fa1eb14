/** What an illustration shows: the kind of food drawn, the vessel, and a short label. */
export type FoodKind =
  | 'leaf'
  | 'fish'
  | 'drumstick'
  | 'cake'
  | 'cup'
  | 'bread'
  | 'noodles'
  | 'egg'
  | 'tomato'
  | 'soup';
export type Vessel = 'plate' | 'bowl' | 'saucer';

export interface IllustrationSubject {
  kind: FoodKind;
  vessel: Vessel;
  /** The word that chose the kind ("salmon"), if any. */
  mainIngredient: string | null;
  course: string | null;
}

const kindWords: [FoodKind, string[]][] = [
  [
    'fish',
    [
      'fish',
      'salmon',
      'tuna',
      'cod',
      'trout',
      'halibut',
      'tilapia',
      'mackerel',
      'sardine',
      'sardines',
      'seafood',
      'shrimp',
      'prawn',
      'prawns',
      'crab',
      'lobster',
      'haddock',
      'sea bass',
    ],
  ],
  [
    'drumstick',
    [
      'chicken',
      'turkey',
      'duck',
      'beef',
      'pork',
      'lamb',
      'meat',
      'steak',
      'sausage',
      'sausages',
      'bacon',
      'ham',
      'ribs',
      'meatballs',
      'burger',
      'wings',
    ],
  ],
  [
    'cake',
    [
      'dessert',
      'cake',
      'cakes',
      'cupcake',
      'cupcakes',
      'cookie',
      'cookies',
      'brownie',
      'brownies',
      'pie',
      'tart',
      'cheesecake',
      'pudding',
      'chocolate',
      'tiramisu',
      'crumble',
    ],
  ],
  [
    'cup',
    [
      'drink',
      'drinks',
      'coffee',
      'tea',
      'latte',
      'smoothie',
      'cocoa',
      'cocktail',
      'lemonade',
      'juice',
      'chai',
      'beverage',
      'espresso',
      'cappuccino',
      'flat white',
      'mocha',
      'milkshake',
      'punch',
    ],
  ],
  [
    'bread',
    [
      'bread',
      'loaf',
      'sourdough',
      'baguette',
      'focaccia',
      'bun',
      'buns',
      'rolls',
      'brioche',
      'toast',
      'sandwich',
      'scones',
      'muffins',
      'baking',
      'pizza',
    ],
  ],
  [
    'noodles',
    [
      'pasta',
      'spaghetti',
      'noodle',
      'noodles',
      'ramen',
      'lasagna',
      'lasagne',
      'macaroni',
      'penne',
      'linguine',
      'fettuccine',
      'udon',
      'carbonara',
    ],
  ],
  ['egg', ['egg', 'eggs', 'omelette', 'omelet', 'frittata', 'shakshuka', 'quiche']],
  ['tomato', ['tomato', 'tomatoes', 'gazpacho', 'salsa', 'marinara', 'bruschetta']],
  ['soup', ['soup', 'stew', 'chili', 'chowder', 'curry', 'broth', 'bisque', 'porridge', 'oatmeal']],
  [
    'leaf',
    [
      'salad',
      'vegetarian',
      'vegan',
      'spinach',
      'kale',
      'vegetable',
      'vegetables',
      'veggie',
      'greens',
      'herb',
      'herbs',
      'pesto',
      'broccoli',
      'zucchini',
      'tofu',
      'lentil',
      'lentils',
      'beans',
      'avocado',
    ],
  ],
];
const wordKind = new Map(
  kindWords.flatMap(([kind, words]) => words.map((word) => [word, kind] as const)),
);

const courses = [
  'breakfast',
  'brunch',
  'lunch',
  'dinner',
  'dessert',
  'snack',
  'appetizer',
  'starter',
  'side',
  'drink',
  'soup',
  'salad',
  'main',
  'baking',
];
const bowlWords =
  /\b(soup|stew|chili|chowder|curry|broth|bisque|salad|bowl|porridge|oatmeal|ramen|noodles?|pho|risotto|poke)\b/;

/** When a text names several foods, the one that makes the dish: "Lemon Herb Chicken" is chicken. */
const kindPriority: FoodKind[] = [
  'fish',
  'drumstick',
  'cake',
  'noodles',
  'egg',
  'bread',
  'cup',
  'tomato',
  'soup',
  'leaf',
];

/** The most telling food word of the first source that has one: name, tags, description, ingredients. */
function findKind(sources: string[]): { kind: FoodKind; word: string } | null {
  for (const source of sources) {
    const tokens = source
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    let best: { kind: FoodKind; word: string } | null = null;
    for (let i = 0; i < tokens.length; i++) {
      const pair = `${tokens[i]} ${tokens[i + 1] ?? ''}`;
      const word = wordKind.has(pair) ? pair : (tokens[i] ?? '');
      const kind = wordKind.get(word);
      if (kind && (!best || kindPriority.indexOf(kind) < kindPriority.indexOf(best.kind))) {
        best = { kind, word };
      }
    }
    if (best) return best;
  }
  return null;
}

export function describeSubject(recipe: {
  name: string;
  description: string | null;
  ingredients: string[];
  tags: string[];
}): IllustrationSubject {
  const tags = recipe.tags.map((tag) => tag.trim().toLowerCase());
  const found = findKind([recipe.name, ...tags, recipe.description ?? '', ...recipe.ingredients]);
  const kind = found?.kind ?? 'leaf';
  const tagCourse = tags.find((tag) => courses.includes(tag)) ?? null;
  const course =
    tagCourse ??
    (kind === 'cake' ? 'dessert' : kind === 'cup' ? 'drink' : kind === 'soup' ? 'soup' : null);
  const text = `${recipe.name} ${tags.join(' ')}`.toLowerCase();
  const vessel: Vessel =
    kind === 'cup'
      ? 'saucer'
      : kind === 'soup' || bowlWords.test(text) || course === 'soup' || course === 'salad'
        ? 'bowl'
        : 'plate';
  const mainIngredient =
    found && !courses.includes(found.word) && found.word !== 'baking' ? found.word : null;
  return { kind, vessel, mainIngredient, course };
}
