import { Recipe } from '@app/api/src/modules/recipes/recipe.entity.ts';
import { ensureUser } from '@app/api/src/modules/users/index.ts';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';

const dishes = [
  'Soup',
  'Stew',
  'Salad',
  'Curry',
  'Pie',
  'Pasta',
  'Risotto',
  'Tacos',
  'Cake',
  'Smoothie',
];
const mains = [
  'Chicken',
  'Lentil',
  'Tomato',
  'Mushroom',
  'Salmon',
  'Beef',
  'Chickpea',
  'Pumpkin',
  'Apple',
  'Mango',
];
const courses = ['Dinner', 'Lunch', 'Breakfast', 'Dessert', 'Snack', 'Drinks'];

/** Realistic-sized recipes (10 ingredients, 6 steps, 3 tags) for one user. */
export async function seedRecipes(orm: MikroORM, userId: string, count: number): Promise<void> {
  const em = orm.em.fork() as EntityManager;
  await ensureUser(em, { id: userId, email: 'bench@example.com', firstName: 'Bench' });
  for (let index = 0; index < count; index += 1) {
    const main = mains[index % mains.length] ?? 'Tomato';
    const dish = dishes[Math.floor(index / mains.length) % dishes.length] ?? 'Soup';
    const name = `${main} ${dish} ${index + 1}`;
    const tags = [
      courses[index % courses.length] ?? 'Dinner',
      main.toLowerCase(),
      index % 3 === 0 ? 'vegetarian' : 'weeknight',
    ];
    const ingredients = Array.from(
      { length: 10 },
      (_, line) => `${line + 1} tbsp ingredient ${line + 1} for ${main.toLowerCase()}`,
    );
    em.create(Recipe, {
      user: userId,
      name,
      description: `A dependable ${main.toLowerCase()} ${dish.toLowerCase()} for busy evenings.`,
      prepTime: 10 + (index % 50),
      servings: 2 + (index % 6),
      difficulty: (['Easy', 'Medium', 'Hard'] as const)[index % 3],
      ingredients,
      instructions: Array.from(
        { length: 6 },
        (_, step) =>
          `Step ${step + 1}: cook the ${main.toLowerCase()} gently for a few minutes, stirring often.`,
      ),
      tags,
      tagKeys: tags.map((tag) => tag.toLowerCase()),
      nutrition: {
        protein: 20 + (index % 15),
        fat: 10 + (index % 9),
        carbs: 30 + (index % 20),
        calories: 350 + (index % 200),
      },
      searchText: [name, ...tags, ...ingredients].join('\n').toLowerCase(),
    });
    if (index % 100 === 99) await em.flush();
  }
  await em.flush();
}
