import { describe, expect, it } from 'vitest';
import { computeNutrition } from '../src/ai/nutrition/compute-nutrition.ts';

interface HandRecipe {
  name: string;
  servings: number;
  lines: string[];
  /** Per serving, worked out by hand from foods.csv and portions.csv (arithmetic beside each). */
  expected: { calories: number; protein: number; fat: number; carbs: number };
}

// Each comment line: USDA id and description, grams (and which USDA measure gave them), the
// per-100 g row, and what that many grams contribute. Totals are divided by the servings.
const recipes: HandRecipe[] = [
  {
    name: 'Spaghetti aglio e olio (the worked example in data/README.md)',
    servings: 2,
    lines: [
      '200 g spaghetti',
      '2 tbsp olive oil',
      '2 cloves garlic',
      '50 g parmesan',
      'salt and pepper to taste',
    ],
    // 20120 Pasta, dry, enriched: 200 g; per 100 g 371 kcal, 13.04 P, 1.51 F, 74.67 C -> 742.0 kcal, 26.1 P, 3.0 F, 149.3 C
    // 04053 Oil, olive: 27 g (2 x tbsp 13.5 g); per 100 g 884 kcal, 0 P, 100 F, 0 C -> 238.7 kcal, 0 P, 27.0 F, 0 C
    // 11215 Garlic, raw: 6 g (2 x clove 3 g); per 100 g 149 kcal, 6.36 P, 0.5 F, 33.06 C -> 8.9 kcal, 0.4 P, 0.0 F, 2.0 C
    // 01033 Cheese, parmesan, hard: 50 g; per 100 g 392 kcal, 35.75 P, 25.83 F, 3.22 C -> 196.0 kcal, 17.9 P, 12.9 F, 1.6 C
    // salt and pepper to taste: 0
    // total 1185.6 kcal, 44.3 P, 43.0 F, 152.9 C; / 2 = 593 kcal, 22.2 P, 21.5 F, 76.5 C
    expected: { calories: 593, protein: 22.2, fat: 21.5, carbs: 76.5 },
  },
  {
    name: 'American pancakes',
    servings: 4,
    lines: [
      '1 1/2 cups all-purpose flour',
      '3 1/2 tsp baking powder',
      '1 tbsp white sugar',
      '1/4 tsp salt',
      '1 1/4 cups milk',
      '1 egg',
      '3 tbsp butter, melted',
    ],
    // 20081 Wheat flour, white, all-purpose, enriche: 187.5 g (1.5 cup x 125 g); per 100 g 364 kcal, 10.33 P, 0.98 F, 76.31 C -> 682.5 kcal, 19.4 P, 1.8 F, 143.1 C
    // 18369 Leavening agents, baking powder, double-: 16.1 g (3.5 tsp x 4.6 g); per 100 g 53 kcal, 0 P, 0 F, 27.7 C -> 8.5 kcal, 0.0 P, 0.0 F, 4.5 C
    // 19335 Sugars, granulated: 12.5 g (cup 200 g / 16); per 100 g 387 kcal, 0 P, 0 F, 99.98 C -> 48.4 kcal, 0.0 P, 0.0 F, 12.5 C
    // 02047 Salt, table: 1.5 g (0.25 tsp x 6 g); per 100 g 0 kcal, 0 P, 0 F, 0 C -> 0.0 kcal, 0.0 P, 0.0 F, 0.0 C
    // 01077 Milk, whole, 3.25% milkfat, with added v: 305 g (1.25 cup x 244 g); per 100 g 61 kcal, 3.15 P, 3.25 F, 4.8 C -> 186.1 kcal, 9.6 P, 9.9 F, 14.6 C
    // 01123 Egg, whole, raw, fresh: 50 g (1 large); per 100 g 143 kcal, 12.56 P, 9.51 F, 0.72 C -> 71.5 kcal, 6.3 P, 4.8 F, 0.4 C
    // 01001 Butter, salted: 42.6 g (3 tbsp x 14.2 g); per 100 g 717 kcal, 0.85 P, 81.11 F, 0.06 C -> 305.4 kcal, 0.4 P, 34.6 F, 0.0 C
    // total 1302.4 kcal, 35.6 P, 51.1 F, 175.1 C; / 4 = 326 kcal, 8.9 P, 12.8 F, 43.8 C
    expected: { calories: 326, protein: 8.9, fat: 12.8, carbs: 43.8 },
  },
  {
    name: 'Mexican guacamole',
    servings: 4,
    lines: [
      '3 avocados, peeled and pitted',
      '1 lime, juiced',
      '1/2 cup diced onion',
      '3 tablespoons chopped fresh cilantro',
      '2 roma tomatoes, diced',
      '1 teaspoon minced garlic',
      '1 teaspoon salt',
      '1 pinch ground cayenne pepper (optional)',
    ],
    // 09037 Avocados, raw, all commercial varieties: 603 g (3 x avocado 201 g); per 100 g 160 kcal, 2 P, 14.66 F, 8.53 C -> 964.8 kcal, 12.1 P, 88.4 F, 51.4 C
    // 09159 Limes, raw: 67 g (1 fruit 67 g); per 100 g 30 kcal, 0.7 P, 0.2 F, 10.54 C -> 20.1 kcal, 0.5 P, 0.1 F, 7.1 C
    // 11282 Onions, raw: 80 g (0.5 x cup chopped 160 g); per 100 g 40 kcal, 1.1 P, 0.1 F, 9.34 C -> 32.0 kcal, 0.9 P, 0.1 F, 7.5 C
    // 11165 Coriander (cilantro) leaves, raw: 3 g (USDA 0.25 cup = 4 g, so 1 tbsp = 1 g); per 100 g 23 kcal, 2.13 P, 0.52 F, 3.67 C -> 0.7 kcal, 0.1 P, 0.0 F, 0.1 C
    // 11529 Tomatoes, red, ripe, raw, year round ave: 124 g (2 x plum tomato 62 g); per 100 g 18 kcal, 0.88 P, 0.2 F, 3.89 C -> 22.3 kcal, 1.1 P, 0.2 F, 4.8 C
    // 11215 Garlic, raw: 2.8 g (1 tsp); per 100 g 149 kcal, 6.36 P, 0.5 F, 33.06 C -> 4.2 kcal, 0.2 P, 0.0 F, 0.9 C
    // 02047 Salt, table: 6 g (1 tsp); per 100 g 0 kcal, 0 P, 0 F, 0 C -> 0.0 kcal, 0.0 P, 0.0 F, 0.0 C
    // total 1044.1 kcal, 14.7 P, 88.9 F, 71.8 C; / 4 = 261 kcal, 3.7 P, 22.2 F, 18.0 C
    expected: { calories: 261, protein: 3.7, fat: 22.2, carbs: 18.0 },
  },
  {
    name: 'Chinese-style chicken and broccoli stir-fry',
    servings: 4,
    lines: [
      '1 lb boneless skinless chicken breast, thinly sliced',
      '2 tbsp soy sauce',
      '1 tbsp vegetable oil',
      '2 cups broccoli florets',
      '1 red bell pepper, sliced',
      '2 cloves garlic, minced',
      '1 tbsp cornstarch',
      '2 cups cooked white rice',
    ],
    // 05062 Chicken, broiler or fryers, breast, skin: 453.6 g (1 lb); per 100 g 120 kcal, 22.5 P, 2.62 F, 0 C -> 544.3 kcal, 102.1 P, 11.9 F, 0.0 C
    // 16123 Soy sauce made from soy and wheat (shoyu: 32 g (2 x tbsp 16 g); per 100 g 53 kcal, 8.14 P, 0.57 F, 4.93 C -> 17.0 kcal, 2.6 P, 0.2 F, 1.6 C
    // 04044 Oil, soybean, salad or cooking: 13.6 g (1 tbsp); per 100 g 884 kcal, 0 P, 100 F, 0 C -> 120.2 kcal, 0.0 P, 13.6 F, 0.0 C
    // 11090 Broccoli, raw: 182 g (2 x cup chopped 91 g); per 100 g 34 kcal, 2.82 P, 0.37 F, 6.64 C -> 61.9 kcal, 5.1 P, 0.7 F, 12.1 C
    // 11821 Peppers, sweet, red, raw: 119 g (1 medium); per 100 g 31 kcal, 0.99 P, 0.3 F, 6.03 C -> 36.9 kcal, 1.2 P, 0.4 F, 7.2 C
    // 11215 Garlic, raw: 6 g (2 cloves x 3 g); per 100 g 149 kcal, 6.36 P, 0.5 F, 33.06 C -> 8.9 kcal, 0.4 P, 0.0 F, 2.0 C
    // 20027 Cornstarch: 8 g (cup 128 g / 16); per 100 g 381 kcal, 0.26 P, 0.05 F, 91.27 C -> 30.5 kcal, 0.0 P, 0.0 F, 7.3 C
    // 20045 Rice, white, long-grain, regular, enrich: 316 g (2 x cup 158 g); per 100 g 130 kcal, 2.69 P, 0.28 F, 28.17 C -> 410.8 kcal, 8.5 P, 0.9 F, 89.0 C
    // total 1230.5 kcal, 119.9 P, 27.6 F, 119.1 C; / 4 = 308 kcal, 30.0 P, 6.9 F, 29.8 C
    expected: { calories: 308, protein: 30.0, fat: 6.9, carbs: 29.8 },
  },
  {
    name: 'Indian red lentil dal',
    servings: 4,
    lines: [
      '1 cup red lentils, rinsed',
      '1 tbsp ghee',
      '1 medium onion, finely chopped',
      '2 tomatoes, chopped',
      '1 tsp turmeric',
      '1 tsp cumin seeds',
      '1 Tbsp grated fresh ginger',
      '4 cups water',
      'Salt to taste',
      'Fresh cilantro, for garnish',
    ],
    // 16144 Lentils, pink or red, raw: 192 g (1 cup); per 100 g 358 kcal, 23.91 P, 2.17 F, 63.1 C -> 687.4 kcal, 45.9 P, 4.2 F, 121.2 C
    // 01003 Butter oil, anhydrous: 12.8 g (1 tbsp); per 100 g 876 kcal, 0.28 P, 99.48 F, 0 C -> 112.1 kcal, 0.0 P, 12.7 F, 0.0 C
    // 11282 Onions, raw: 110 g (1 medium); per 100 g 40 kcal, 1.1 P, 0.1 F, 9.34 C -> 44.0 kcal, 1.2 P, 0.1 F, 10.3 C
    // 11529 Tomatoes, red, ripe, raw, year round ave: 246 g (2 x medium 123 g); per 100 g 18 kcal, 0.88 P, 0.2 F, 3.89 C -> 44.3 kcal, 2.2 P, 0.5 F, 9.6 C
    // 02043 Spices, turmeric, ground: 3 g (1 tsp); per 100 g 312 kcal, 9.68 P, 3.25 F, 67.14 C -> 9.4 kcal, 0.3 P, 0.1 F, 2.0 C
    // 02014 Spices, cumin seed: 2.1 g (1 tsp whole); per 100 g 375 kcal, 17.81 P, 22.27 F, 44.24 C -> 7.9 kcal, 0.4 P, 0.5 F, 0.9 C
    // 11216 Ginger root, raw: 6 g (3 tsp x 2 g); per 100 g 80 kcal, 1.82 P, 0.75 F, 17.77 C -> 4.8 kcal, 0.1 P, 0.0 F, 1.1 C
    // 14411 Beverages, water, tap, drinking: 947 g (4 cups water); per 100 g 0 kcal, 0 P, 0 F, 0 C -> 0.0 kcal, 0.0 P, 0.0 F, 0.0 C
    // total 909.8 kcal, 50.1 P, 18.1 F, 145.0 C; / 4 = 227 kcal, 12.5 P, 4.5 F, 36.3 C
    expected: { calories: 227, protein: 12.5, fat: 4.5, carbs: 36.3 },
  },
  {
    name: 'Tex-Mex chili con carne',
    servings: 6,
    lines: [
      '1 lb ground beef',
      '1 large onion, chopped',
      '1 green bell pepper, diced',
      '2 cloves garlic, minced',
      '1 (15 oz) can kidney beans',
      '1 (14.5 oz) can diced tomatoes',
      '2 tbsp chili powder',
      '1 tsp ground cumin',
    ],
    // 23572 Beef, ground, 80% lean meat / 20% fat, r: 453.6 g (1 lb); per 100 g 254 kcal, 17.17 P, 20 F, 0 C -> 1152.1 kcal, 77.9 P, 90.7 F, 0.0 C
    // 11282 Onions, raw: 150 g (1 large); per 100 g 40 kcal, 1.1 P, 0.1 F, 9.34 C -> 60.0 kcal, 1.6 P, 0.1 F, 14.0 C
    // 11333 Peppers, sweet, green, raw: 119 g (1 medium); per 100 g 20 kcal, 0.86 P, 0.17 F, 4.64 C -> 23.8 kcal, 1.0 P, 0.2 F, 5.5 C
    // 11215 Garlic, raw: 6 g (2 cloves); per 100 g 149 kcal, 6.36 P, 0.5 F, 33.06 C -> 8.9 kcal, 0.4 P, 0.0 F, 2.0 C
    // 16034 Beans, kidney, red, mature seeds, canned: 425.2 g (15 oz); per 100 g 81 kcal, 5.22 P, 0.36 F, 14.83 C -> 344.4 kcal, 22.2 P, 1.5 F, 63.1 C
    // 11531 Tomatoes, red, ripe, canned, packed in t: 411.1 g (14.5 oz); per 100 g 16 kcal, 0.79 P, 0.25 F, 3.47 C -> 65.8 kcal, 3.2 P, 1.0 F, 14.3 C
    // 02009 Spices, chili powder: 16 g (2 x tbsp 8 g); per 100 g 282 kcal, 13.46 P, 14.28 F, 49.7 C -> 45.1 kcal, 2.2 P, 2.3 F, 8.0 C
    // 02014 Spices, cumin seed: 2.1 g (1 tsp); per 100 g 375 kcal, 17.81 P, 22.27 F, 44.24 C -> 7.9 kcal, 0.4 P, 0.5 F, 0.9 C
    // total 1708.1 kcal, 108.9 P, 96.4 F, 107.7 C; / 6 = 285 kcal, 18.2 P, 16.1 F, 18.0 C
    expected: { calories: 285, protein: 18.2, fat: 16.1, carbs: 18.0 },
  },
  {
    name: 'Greek salad',
    servings: 4,
    lines: [
      '200 g feta cheese, cubed',
      '1/4 cup extra-virgin olive oil',
      '4 tomatoes, cut into wedges',
      '1 cucumber, sliced',
      '1/2 red onion, thinly sliced',
      '1/2 cup kalamata olives',
      '1 tsp dried oregano',
      'Salt and freshly ground black pepper, to taste',
    ],
    // 01019 Cheese, feta: 200 g (200 g); per 100 g 264 kcal, 14.21 P, 21.28 F, 4.09 C -> 528.0 kcal, 28.4 P, 42.6 F, 8.2 C
    // 04053 Oil, olive, salad or cooking: 54 g (0.25 x cup 216 g); per 100 g 884 kcal, 0 P, 100 F, 0 C -> 477.4 kcal, 0.0 P, 54.0 F, 0.0 C
    // 11529 Tomatoes, red, ripe, raw, year round ave: 492 g (4 x medium 123 g); per 100 g 18 kcal, 0.88 P, 0.2 F, 3.89 C -> 88.6 kcal, 4.3 P, 1.0 F, 19.1 C
    // 11205 Cucumber, with peel, raw: 301 g (1 cucumber 301 g); per 100 g 15 kcal, 0.65 P, 0.11 F, 3.63 C -> 45.1 kcal, 2.0 P, 0.3 F, 10.9 C
    // 11282 Onions, raw: 55 g (0.5 x medium 110 g); per 100 g 40 kcal, 1.1 P, 0.1 F, 9.34 C -> 22.0 kcal, 0.6 P, 0.1 F, 5.1 C
    // 09193 Olives, ripe, canned (small-extra large): 67.2 g (8 tbsp x 8.4 g); per 100 g 115 kcal, 0.84 P, 10.68 F, 6.26 C -> 77.3 kcal, 0.6 P, 7.2 F, 4.2 C
    // 02027 Spices, oregano, dried: 1 g (1 tsp leaves); per 100 g 265 kcal, 9 P, 4.28 F, 68.92 C -> 2.6 kcal, 0.1 P, 0.0 F, 0.7 C
    // total 1241.0 kcal, 36.0 P, 105.1 F, 48.3 C; / 4 = 310 kcal, 9.0 P, 26.3 F, 12.1 C
    expected: { calories: 310, protein: 9.0, fat: 26.3, carbs: 12.1 },
  },
  {
    name: 'Chocolate chip cookies (24 cookies)',
    servings: 24,
    lines: [
      '2 1/4 cups all-purpose flour',
      '1 tsp baking soda',
      '1 tsp salt',
      '1 cup (2 sticks) butter, softened',
      '3/4 cup granulated sugar',
      '3/4 cup packed brown sugar',
      '2 large eggs',
      '1 tsp vanilla extract',
      '2 cups semisweet chocolate chips',
    ],
    // 20081 Wheat flour, white, all-purpose, enriche: 281.25 g (2.25 x cup 125 g); per 100 g 364 kcal, 10.33 P, 0.98 F, 76.31 C -> 1023.8 kcal, 29.1 P, 2.8 F, 214.6 C
    // 18372 Leavening agents, baking soda: 4.6 g (1 tsp); per 100 g 0 kcal, 0 P, 0 F, 0 C -> 0.0 kcal, 0.0 P, 0.0 F, 0.0 C
    // 02047 Salt, table: 6 g (1 tsp); per 100 g 0 kcal, 0 P, 0 F, 0 C -> 0.0 kcal, 0.0 P, 0.0 F, 0.0 C
    // 01001 Butter, salted: 227 g (1 cup); per 100 g 717 kcal, 0.85 P, 81.11 F, 0.06 C -> 1627.6 kcal, 1.9 P, 184.1 F, 0.1 C
    // 19335 Sugars, granulated: 150 g (0.75 x cup 200 g); per 100 g 387 kcal, 0 P, 0 F, 99.98 C -> 580.5 kcal, 0.0 P, 0.0 F, 150.0 C
    // 19334 Sugars, brown: 165 g (0.75 x cup packed 220 g); per 100 g 380 kcal, 0.12 P, 0 F, 98.09 C -> 627.0 kcal, 0.2 P, 0.0 F, 161.8 C
    // 01123 Egg, whole, raw, fresh: 100 g (2 x large 50 g); per 100 g 143 kcal, 12.56 P, 9.51 F, 0.72 C -> 143.0 kcal, 12.6 P, 9.5 F, 0.7 C
    // 02050 Vanilla extract: 4.2 g (1 tsp); per 100 g 288 kcal, 0.06 P, 0.06 F, 12.65 C -> 12.1 kcal, 0.0 P, 0.0 F, 0.5 C
    // 19080 Candies, semisweet chocolate: 336 g (2 x cup chips (6 oz package) 168 g); per 100 g 480 kcal, 4.2 P, 30 F, 63.9 C -> 1612.8 kcal, 14.1 P, 100.8 F, 214.7 C
    // total 5626.7 kcal, 57.9 P, 297.2 F, 742.5 C; / 24 = 234 kcal, 2.4 P, 12.4 F, 30.9 C
    expected: { calories: 234, protein: 2.4, fat: 12.4, carbs: 30.9 },
  },
  {
    name: 'Italian risotto, metric',
    servings: 4,
    lines: [
      '320 g arborio rice',
      '1 l chicken stock',
      '1 onion, finely chopped',
      '50 g butter',
      '60 g parmesan, grated',
      '125 ml dry white wine',
    ],
    // 20052 Rice, white, short-grain, enriched, unco: 320 g (320 g); per 100 g 358 kcal, 6.5 P, 0.52 F, 79.15 C -> 1145.6 kcal, 20.8 P, 1.7 F, 253.3 C
    // 06172 Soup, stock, chicken, home-prepared: 1014.4 g (1000 ml x 240 g / 236.6 ml); per 100 g 36 kcal, 2.52 P, 1.2 F, 3.53 C -> 365.2 kcal, 25.6 P, 12.2 F, 35.8 C
    // 11282 Onions, raw: 110 g (1 medium); per 100 g 40 kcal, 1.1 P, 0.1 F, 9.34 C -> 44.0 kcal, 1.2 P, 0.1 F, 10.3 C
    // 01001 Butter, salted: 50 g (50 g); per 100 g 717 kcal, 0.85 P, 81.11 F, 0.06 C -> 358.5 kcal, 0.4 P, 40.6 F, 0.0 C
    // 01033 Cheese, parmesan, hard: 60 g (60 g); per 100 g 392 kcal, 35.75 P, 25.83 F, 3.22 C -> 235.2 kcal, 21.4 P, 15.5 F, 1.9 C
    // 14106 Alcoholic beverage, wine, table, white: 124.3 g (125 ml x 29.4 g / 29.57 ml); per 100 g 82 kcal, 0.07 P, 0 F, 2.6 C -> 101.9 kcal, 0.1 P, 0.0 F, 3.2 C
    // total 2250.4 kcal, 69.5 P, 70.0 F, 304.6 C; / 4 = 563 kcal, 17.4 P, 17.5 F, 76.1 C
    expected: { calories: 563, protein: 17.4, fat: 17.5, carbs: 76.1 },
  },
  {
    name: 'Japanese miso soup',
    servings: 2,
    lines: ['1 litre water', '3 tbsp miso', '200 g silken tofu, cubed', '2 green onions, sliced'],
    // 14411 Beverages, water, tap, drinking: 1000 g (1 l); per 100 g 0 kcal, 0 P, 0 F, 0 C -> 0.0 kcal, 0.0 P, 0.0 F, 0.0 C
    // 16112 Miso: 51 g (3 x tbsp 17 g); per 100 g 198 kcal, 12.79 P, 6.01 F, 25.37 C -> 101.0 kcal, 6.5 P, 3.1 F, 12.9 C
    // 16127 Tofu, soft, prepared with calcium sulfat: 200 g (200 g); per 100 g 61 kcal, 7.17 P, 3.69 F, 1.18 C -> 122.0 kcal, 14.3 P, 7.4 F, 2.4 C
    // 11291 Onions, spring or scallions (includes to: 30 g (2 x medium 15 g); per 100 g 32 kcal, 1.83 P, 0.19 F, 7.34 C -> 9.6 kcal, 0.5 P, 0.1 F, 2.2 C
    // total 232.6 kcal, 21.4 P, 10.5 F, 17.5 C; / 2 = 116 kcal, 10.7 P, 5.3 F, 8.8 C
    expected: { calories: 116, protein: 10.7, fat: 5.3, carbs: 8.8 },
  },
  {
    name: 'Overnight oats',
    servings: 1,
    lines: ['½ cup rolled oats', '½ cup milk', '1 banana, sliced', '1 tbsp honey'],
    // 08120 Cereals, oats, regular and quick, not fo: 40.5 g (0.5 x cup 81 g); per 100 g 379 kcal, 13.15 P, 6.52 F, 67.7 C -> 153.5 kcal, 5.3 P, 2.6 F, 27.4 C
    // 01077 Milk, whole, 3.25% milkfat, with added v: 122 g (0.5 x cup 244 g); per 100 g 61 kcal, 3.15 P, 3.25 F, 4.8 C -> 74.4 kcal, 3.8 P, 4.0 F, 5.9 C
    // 09040 Bananas, raw: 118 g (1 medium); per 100 g 89 kcal, 1.09 P, 0.33 F, 22.84 C -> 105.0 kcal, 1.3 P, 0.4 F, 27.0 C
    // 19296 Honey: 21 g (1 tbsp); per 100 g 304 kcal, 0.3 P, 0 F, 82.4 C -> 63.8 kcal, 0.1 P, 0.0 F, 17.3 C
    // total 396.8 kcal, 10.5 P, 7.0 F, 77.5 C; / 1 = 397 kcal, 10.5 P, 7.0 F, 77.5 C
    expected: { calories: 397, protein: 10.5, fat: 7.0, carbs: 77.5 },
  },
];

// Hand arithmetic and code may pick neighbouring USDA measures (a cup of chips is 168 g or
// 182 g); 10 % covers that. Half a gram covers macros near zero.
function expectClose(actual: number, expected: number, label: string): void {
  const tolerance = Math.max(Math.abs(expected) * 0.1, 0.5);
  expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  );
}

describe('computeNutrition on hand-computed recipes', () => {
  it.each(recipes)('matches the hand arithmetic for $name', ({ lines, servings, expected }) => {
    const result = computeNutrition(lines, servings);
    expect(result.lines.filter((line) => line.status === 'unmatched')).toEqual([]);
    expectClose(result.perServing.calories, expected.calories, 'calories');
    expectClose(result.perServing.protein, expected.protein, 'protein');
    expectClose(result.perServing.fat, expected.fat, 'fat');
    expectClose(result.perServing.carbs, expected.carbs, 'carbs');
    expect(result.coverage).toBe(1);
  });

  it('reproduces the README worked example exactly', () => {
    const result = computeNutrition(recipes[0]?.lines ?? [], 2);
    expect(result.perServing).toEqual({ calories: 593, protein: 22.2, fat: 21.5, carbs: 76.5 });
    expect(result.total).toEqual({ calories: 1186, protein: 44.3, fat: 43, carbs: 152.9 });
    expect(result.lines.map((line) => line.grams)).toEqual([200, 27, 6, 50, 0]);
  });
});

describe('typical weights of things counted whole', () => {
  const gramsOf = (line: string, language?: 'en' | 'de' | 'fr' | 'it' | 'hu') =>
    computeNutrition([line], 1, language ? { language } : {}).lines[0]?.grams;
  const foodOf = (line: string, language: 'en' | 'de' | 'it') =>
    computeNutrition([line], 1, { language }).lines[0]?.food?.id;
  it.each([
    ['1 sheet puff pastry (thawed)', 245],
    ['1 large spaghetti squash', 1400],
    ['2 (12 inch) pre-baked pizza crusts', 800],
    ['1 small yellow squash, sliced', 200],
    ['15 chestnuts', 150],
    ['6 slices prosciutto', 90],
    ['18 thin slices of prosciutto', 270],
    // A breast half as recipes count it; USDA's "piece" is a whole, double breast.
    ['4 boneless skinless chicken breasts', 696],
    ['12 rice papers (8 inches)', 108],
    ['48 Hershey’s Kisses, unwrapped', 220.8],
    // A wing's meat and skin: USDA's "piece" is a wing as sold, bone and all.
    ['6 chicken wings', 348],
    ['Zest from 1 large lemon', 6],
    ['zest of 2 limes', 4],
    // Of USDA's three pineapple slices the middle one, not the 4-2/3 inch one.
    ['12 pineapple rings', 1008],
    ['1 packet of taco seasoning', 28],
    ['1 package Refrigerated pie crust (Contains 2 pie crusts)', 425],
    ['1 loaf Italian bread (long and skinny with hard exterior)', 450],
    // Jars, tubs and boxes as US shops sell them; a package of cream cheese is the 8 oz block.
    ['1 jar pasta sauce', 680],
    ['1 container ricotta cheese', 425],
    ['1 box spaghetti', 454],
    ['1 package cream cheese, softened', 227],
  ])('weighs "%s" as %d g', (line, grams) => {
    expect(gramsOf(line)).toBe(grams);
  });

  it('weighs fillets named in a compound word: fish as a portion, a breast fillet as a breast', () => {
    expect(gramsOf('2 Lachsfilets', 'de')).toBe(340);
    expect(gramsOf('4 Hähnchenbrustfilets', 'de')).toBe(696);
    expect(gramsOf('2 chicken breast fillets')).toBe(348);
    expect(gramsOf('1 Becher Sahne', 'de')).toBe(200);
  });

  it('weighs the sachets and cubes European recipes count', () => {
    expect(gramsOf('1 Päckchen Vanillezucker', 'de')).toBe(8);
    expect(gramsOf('1 Pck. Backpulver', 'de')).toBe(15);
    expect(gramsOf('1 Brühwürfel', 'de')).toBe(10);
    expect(gramsOf('1 Würfel frische Hefe', 'de')).toBe(42);
  });

  it('weighs bay leaves, vanilla pods, dried apricots and sheets of dough in their languages', () => {
    expect(gramsOf('1 feuille de laurier', 'fr')).toBe(0.2);
    expect(gramsOf('2 Lorbeerblätter', 'de')).toBe(0.4);
    expect(gramsOf('1 Vanilleschote', 'de')).toBe(3);
    expect(gramsOf('4 abricots secs', 'fr')).toBe(28);
    expect(gramsOf('4 feuilles de pâte filo', 'fr')).toBe(76);
    expect(gramsOf('6 fogli di pasta fillo', 'it')).toBe(114);
  });

  it('weighs cherry tomatoes counted in any language as cherry tomatoes', () => {
    expect(gramsOf('10 cherry tomatoes')).toBe(170);
    expect(gramsOf('10 Kirschtomaten', 'de')).toBe(170);
    expect(gramsOf('10 pomodorini', 'it')).toBe(170);
    expect(gramsOf('2 Tomaten', 'de')).toBe(246);
  });

  it('weighs a cube of yeast, a stalk of leek, a splash and a drained weight in German', () => {
    expect(gramsOf('1 Würfel Hefe', 'de')).toBe(42);
    expect(gramsOf('1 Stange Lauch', 'de')).toBe(89);
    expect(gramsOf('1 Glas Kichererbsen (Abtropfgewicht 240 g)', 'de')).toBe(240);
    expect(gramsOf('1 Schuss Weißwein', 'de')).toBeCloseTo(14.7, 0);
  });

  it("weighs a container as sold where the recipe's language is written", () => {
    // A US container of ricotta is 15 oz; a German Packung or Becher is 250 g.
    expect(gramsOf('1 container ricotta cheese', 'en')).toBe(425);
    expect(gramsOf('1 Packung Ricotta', 'de')).toBe(250);
    expect(gramsOf('1 Becher Schmand', 'de')).toBe(200);
    expect(gramsOf('1 tbsp gelatin', 'en')).toBe(7);
    // A German Päckchen of yeast is a dry sachet; a Danish pakke gær the 50 g fresh block.
    expect(gramsOf('1 Päckchen Hefe', 'de')).toBe(7);
  });

  it('weighs a knob of butter, a drizzle of oil and a cube of yeast in other languages', () => {
    expect(gramsOf('1 knob of butter')).toBe(15);
    expect(gramsOf('1 noce di burro', 'it')).toBe(15);
    expect(gramsOf('1 cubetto di lievito di birra', 'it')).toBe(42);
    expect(gramsOf("1 filet d'huile d'olive", 'fr')).toBeCloseTo(13.3, 0);
    // Not a knob: nutmeg is "noce moscata".
    expect(foodOf('1 noce moscata', 'it')).toBe('02025');
  });

  it('weighs a head of what has none as the whole piece', () => {
    expect(gramsOf('1 fej vöröshagyma', 'hu')).toBe(150);
  });

  it('weighs a broccoli counted whole as a head', () => {
    expect(gramsOf('1 Brokkoli', 'de')).toBe(350);
  });

  it("reads a bunch or sprigs of a spice's name as the fresh herb, a spoonful as the spice", () => {
    expect(gramsOf('1 Bund Koriander', 'de')).toBe(30);
    expect(foodOf('1 Bund Koriander', 'de')).toBe('11165');
    expect(foodOf('2 sprigs fresh thyme', 'en')).toBe('02049');
    expect(foodOf('1 TL Koriander', 'de')).toBe('02013');
    expect(foodOf('1 tsp dried thyme', 'en')).toBe('02042');
    // Fresh named only as the alternative: the dried herb counts.
    expect(foodOf('1 teaspoon dried thyme (or 1 tablespoon fresh)', 'en')).toBe('02042');
  });

  it('reads pepper and Paprika counted, cut or by the jar as the vegetable, by the spoon as the spice', () => {
    expect(foodOf('2 red peppers, sliced', 'en')).toBe('11821');
    expect(foodOf('1 green pepper', 'en')).toBe('11333');
    expect(foodOf('1 jar roasted red peppers', 'en')).toBe('11821');
    expect(foodOf('2 tbsp diced red pepper', 'en')).toBe('11821');
    expect(foodOf('1/2 tsp red pepper', 'en')).toBe('02031');
    expect(foodOf('1/4 tsp pepper', 'en')).toBe('02030');
    expect(foodOf('2 rote Paprika', 'de')).toBe('11821');
    expect(foodOf('1 TL Paprika edelsüß', 'de')).toBe('02028');
  });
});

describe("a food's own weight by the cup", () => {
  const gramsOf = (line: string) => computeNutrition([line], 1).lines[0]?.grams ?? 0;
  // Composed from USDA's dry bread crumbs and blanched almonds, weighed as they are sold.
  it.each([
    ['1 cup panko', 56],
    ['1 cup fresh breadcrumbs', 45],
    ['1 cup almond flour', 96],
    ['1/2 cup almond meal', 48],
  ])('weighs "%s" as %d g', (line, grams) => {
    expect(gramsOf(line)).toBeCloseTo(grams, 0);
  });

  it('keeps USDA weights for the foods they share a composition with', () => {
    expect(gramsOf('1 cup dry breadcrumbs')).toBeCloseTo(108, 0);
    expect(gramsOf('1 cup slivered almonds')).toBeGreaterThan(100);
  });
});

describe('a range of amounts', () => {
  const gramsOf = (line: string) => computeNutrition([line], 1).lines[0]?.grams;
  // As recipe sites' nutrition labels count it: the first amount, what the recipe needs at least.
  it.each([
    ['1-2 pounds of ribeye steaks', '1 pound of ribeye steaks'],
    ['2 to 3 carrots', '2 carrots'],
    ['2-3 large onions (about 1 lb)', '1 lb onions'],
    ['3-4 heads broccoli', '3 heads broccoli'],
  ])('weighs "%s" as "%s"', (range, first) => {
    expect(gramsOf(range)).toBeGreaterThan(0);
    expect(gramsOf(range)).toBeCloseTo(gramsOf(first) ?? 0, 0);
  });
});

describe('ground meat of a stated lean share', () => {
  const foodOf = (line: string) => computeNutrition([line], 1).lines[0]?.food?.id;
  it.each([
    ['1 pound ground beef (lean, 90%)', '23562'],
    ['1 lb 85/15 ground beef', '23567'],
    ['1 lb 93% lean ground turkey', '05665'],
    ['1 lb ground beef', '23572'],
    ['2 lbs. ground beef (7-20 % fat)', '23572'],
  ])('reads "%s" as USDA %s', (line, id) => {
    expect(foodOf(line)).toBe(id);
  });
});
