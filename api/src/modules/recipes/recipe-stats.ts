import type { EntityManager } from '@mikro-orm/sql';
import { Recipe } from './recipe.entity.ts';

/** Every user's recipes, for the admin dashboard; the only read of recipes across owners. */
export function countAllRecipes(em: EntityManager): Promise<number> {
  return em.count(Recipe, {});
}
