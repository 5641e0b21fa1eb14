import {
  RecipeNotFoundError,
  type Recipe as RecipeView,
  type SavedSharedRecipe,
  type SharedRecipe,
  type SharedRecipesPort,
  type Viewer,
} from '@app/schema';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { EventBus } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import { Recipe } from './recipe.entity.ts';
import { RecipeRepository } from './recipe.repository.ts';
import { announceRecipe } from './recipe-events.ts';
import { toRecipeView, withDerivedFields } from './recipe-fields.ts';

/**
 * Recipes their owners have shared: the public read, which a guest may make, and saving a copy
 * into the viewer's own collection.
 */
export class SharedRecipeService implements SharedRecipesPort {
  private readonly repository: RecipeRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
  ) {
    this.repository = new RecipeRepository(em);
  }

  async find(id: number): Promise<SharedRecipe | null> {
    const recipe = await this.repository.findShared(id);
    if (!recipe) return null;
    return toSharedRecipeView(recipe, await this.savedRecipeIdOf(recipe));
  }

  async save(recipeId: number): Promise<SavedSharedRecipe> {
    const viewerId = ownerIdOf(this.viewer);
    let saved: { recipe: Recipe; isExisting: boolean };
    try {
      saved = await this.em.transactional((em) => copyIntoCollection(em, viewerId, recipeId));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // A second save of the same recipe, running at the same moment, made the copy first.
      const copy = await this.repository.findCopy(viewerId, recipeId);
      if (!copy) throw error;
      saved = { recipe: copy, isExisting: true };
    }
    if (saved.isExisting) return { recipe: toRecipeView(saved.recipe), isExisting: true };
    return {
      recipe: await announceRecipe(this.events, viewerId, 'CREATED', saved.recipe),
      isExisting: false,
    };
  }

  private async savedRecipeIdOf(recipe: Recipe): Promise<number | null> {
    if (!this.viewer) return null;
    if (recipe.user === this.viewer.id) return recipe.id;
    return (await this.repository.findCopy(this.viewer.id, recipe.id))?.id ?? null;
  }
}

/** One transaction: read the original, look for an earlier copy, write the new one. */
async function copyIntoCollection(em: EntityManager, viewerId: string, recipeId: number) {
  const repository = new RecipeRepository(em);
  const original = await repository.findShared(recipeId);
  if (!original) throw new RecipeNotFoundError(recipeId);
  if (original.user === viewerId) return { recipe: original, isExisting: true };
  const earlier = await repository.findCopy(viewerId, recipeId);
  if (earlier) return { recipe: earlier, isExisting: true };
  // The copy shows the same picture rather than a duplicate of its bytes: images are served to
  // anyone holding their unguessable address (<img> tags and the public page send no token), are
  // never deleted with a recipe, and outlive their uploader's account, so the address keeps
  // working for the new owner and on the copy's own shared page even if the original goes away.
  const copy = em.create(Recipe, {
    ...withDerivedFields(toRecipeView(original)),
    user: viewerId,
    savedFromRecipe: original.id,
    nutritionVersion: original.nutritionVersion,
    isFavorite: false,
    isShared: false,
  });
  await em.flush();
  return { recipe: copy, isExisting: false };
}

function toSharedRecipeView(recipe: Recipe, savedRecipeId: number | null): SharedRecipe {
  const view: RecipeView = toRecipeView(recipe);
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    imageUrl: view.imageUrl,
    prepTime: view.prepTime,
    cookTime: view.cookTime,
    totalTime: view.totalTime,
    servings: view.servings,
    difficulty: view.difficulty,
    ingredients: view.ingredients,
    instructions: view.instructions,
    tags: view.tags,
    nutrition: view.nutrition,
    createdAt: view.createdAt,
    savedRecipeId,
  };
}
