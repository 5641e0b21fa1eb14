import {
  type CourseCategory,
  type ListWindow,
  type RecipeChangedEvent,
  type RecipeFilter,
  type RecipeInput,
  RecipeNotFoundError,
  type RecipesPort,
  type RecipeUpdate,
  type Recipe as RecipeView,
  type TagCount,
  type Viewer,
} from '@app/schema';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { type EventBus, topics } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import { courses, isInCourse } from './course-keywords.ts';
import {
  isNutritionSet,
  isNutritionStale,
  isSameNutrition,
  type NutritionCalculator,
} from './nutrition-refresh.ts';
import { Recipe } from './recipe.entity.ts';
import { RecipeRepository } from './recipe.repository.ts';
import { announceRecipe } from './recipe-events.ts';
import { toRecipeView, withDerivedFields } from './recipe-fields.ts';
import { parseRecipeInput, parseRecipeUpdate, storableComputedNutrition } from './recipe-input.ts';

/** The signed-in viewer's recipe collection. */
export class RecipeService implements RecipesPort {
  private readonly repository: RecipeRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
    /** Keeps figures in step with the ingredients; without it, figures are only what is sent. */
    private readonly nutritionOf?: NutritionCalculator,
    /** The calculator's version, stored with the figures it computes (see nutrition-recompute.ts). */
    private readonly nutritionVersion = 0,
  ) {
    this.repository = new RecipeRepository(em);
  }

  async list(filter: RecipeFilter, window?: ListWindow): Promise<RecipeView[]> {
    const recipes = await this.repository.findMany(ownerIdOf(this.viewer), filter, window);
    return recipes.map(toRecipeView);
  }

  count(filter: RecipeFilter): Promise<number> {
    return this.repository.countMany(ownerIdOf(this.viewer), filter);
  }

  async get(id: number): Promise<RecipeView | null> {
    const recipe = await this.repository.findOne(ownerIdOf(this.viewer), id);
    return recipe ? toRecipeView(recipe) : null;
  }

  async recent(limit: number): Promise<RecipeView[]> {
    const recipes = await this.repository.findRecent(ownerIdOf(this.viewer), limit);
    return recipes.map(toRecipeView);
  }

  async tagCounts(): Promise<TagCount[]> {
    const counts = new Map<string, number>();
    for (const recipe of await this.repository.findTagSummaries(ownerIdOf(this.viewer))) {
      for (const tag of recipe.tagKeys) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    return [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  }

  async courseCategories(): Promise<CourseCategory[]> {
    const summaries = await this.repository.findTagSummaries(ownerIdOf(this.viewer));
    return courses.map((course) => {
      const members = summaries.filter((recipe) => isInCourse(recipe.tagKeys, course.id));
      return {
        id: course.id,
        name: course.name,
        description: course.description,
        // Newest first, so the tile shows the latest picture of the course.
        thumbnail: members.find((recipe) => recipe.imageUrl)?.imageUrl ?? null,
        count: members.length,
      };
    });
  }

  /** Any caller's new recipe, checked by the recipe's rules (InvalidInputError when refused). */
  async create(
    input: RecipeInput,
    options: { clientId?: string | null } = {},
  ): Promise<RecipeView> {
    const fields = parseRecipeInput(input);
    const ownerId = ownerIdOf(this.viewer);
    const clientId = options.clientId?.toLowerCase() ?? null;
    if (clientId) {
      const existing = await this.em.findOne(Recipe, { user: ownerId, clientId });
      if (existing) return toRecipeView(existing);
    }
    const nutrition =
      fields.nutrition ?? this.computeNutrition(fields.ingredients ?? [], fields.servings ?? 0);
    const recipe = this.em.create(Recipe, {
      user: ownerId,
      clientId,
      ...withDerivedFields({ ...fields, nutrition }),
      // Figures sent with the recipe are the cook's (or the source's): never recomputed.
      nutritionVersion: fields.nutrition ? null : this.computedVersion(),
    });
    try {
      await this.em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || !clientId) throw error;
      // The same create retried at the same moment saved it first: that one is the answer.
      const existing = await this.em.fork().findOne(Recipe, { user: ownerId, clientId });
      if (!existing) throw error;
      this.em.clear();
      return toRecipeView(existing);
    }
    return this.announce('CREATED', recipe);
  }

  /**
   * Changes a recipe by the same rules as `create`. A field left out keeps its value; null empties
   * an optional field and keeps the others (see recipe-input.ts).
   */
  async update(id: number, changes: RecipeUpdate): Promise<RecipeView> {
    const fields = parseRecipeUpdate(changes);
    const recipe = await this.findOwned(id);
    const current = toRecipeView(recipe);
    const merged = { ...current, ...fields };
    let { nutritionVersion } = recipe;
    const computeForSaved = () =>
      this.computeNutrition(
        fields.ingredients ?? current.ingredients,
        fields.servings ?? current.servings,
      );
    if (this.nutritionOf && isNutritionStale(current, fields)) {
      merged.nutrition = computeForSaved();
      nutritionVersion = this.computedVersion();
    } else if (isNutritionSet(current, fields)) {
      // Figures sent back as the calculator gives them for the lines being saved (an Undo of the
      // assistant's change returns the earlier lines with their earlier figures) stay computed,
      // so the next version recomputes them; any others are the cook's own.
      const isComputed = this.nutritionOf && isSameNutrition(fields.nutrition, computeForSaved());
      nutritionVersion = isComputed ? this.computedVersion() : null;
    }
    this.em.assign(recipe, { ...withDerivedFields(merged), nutritionVersion });
    await this.em.flush();
    return this.announce('UPDATED', recipe);
  }

  async setFavorite(id: number, isFavorite: boolean): Promise<RecipeView> {
    const recipe = await this.findOwned(id);
    recipe.isFavorite = isFavorite;
    await this.em.flush();
    return this.announce('UPDATED', recipe);
  }

  /** Sharing makes the recipe readable by anyone with its id; copies saved earlier stay as they are. */
  async setShared(id: number, isShared: boolean): Promise<RecipeView> {
    const recipe = await this.findOwned(id);
    recipe.isShared = isShared;
    await this.em.flush();
    return this.announce('UPDATED', recipe);
  }

  async delete(id: number): Promise<void> {
    const recipe = await this.findOwned(id);
    await this.em.remove(recipe).flush();
    await this.publish({ kind: 'DELETED', recipeId: id, recipe: null });
  }

  /**
   * For other modules that point at recipes (shopping items): every id must be one of the
   * viewer's recipes; the first that is not is "not found", as if it did not exist.
   */
  async assertOwned(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const known = new Set(await this.repository.findOwnedIds(ownerIdOf(this.viewer), ids));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw new RecipeNotFoundError(missing);
  }

  /** The ingredient lines of the viewer's recipes among these ids; others are left out. */
  async ingredientsOf(ids: number[]): Promise<{ recipeId: number; lines: string[] }[]> {
    const recipes = await this.repository.findIngredients(ownerIdOf(this.viewer), ids);
    return recipes.map((recipe) => ({ recipeId: recipe.id, lines: recipe.ingredients }));
  }

  /**
   * Id and name of the viewer's recipes among these ids, in one query, for links to them
   * (shopping items); another user's recipe or a deleted one is left out.
   */
  async namesOf(ids: readonly number[]): Promise<{ id: number; name: string }[]> {
    const recipes = await this.repository.findNames(ownerIdOf(this.viewer), [...new Set(ids)]);
    return recipes.map((recipe) => ({ id: recipe.id, name: recipe.name }));
  }

  /** The viewer's recipe imported from this address (so an import is not saved twice). */
  async findBySourceUrl(url: string): Promise<RecipeView | null> {
    const id = await this.repository.findIdBySourceUrl(ownerIdOf(this.viewer), url.trim());
    return id === null ? null : this.get(id);
  }

  /** What a recipe's figures computed now are versioned as; 0 (recomputed later) without a calculator. */
  private computedVersion() {
    return this.nutritionOf ? this.nutritionVersion : 0;
  }

  private computeNutrition(ingredients: string[], servings: number) {
    return this.nutritionOf
      ? storableComputedNutrition(this.nutritionOf(ingredients, servings))
      : null;
  }

  private async findOwned(id: number): Promise<Recipe> {
    const recipe = await this.repository.findOne(ownerIdOf(this.viewer), id);
    if (!recipe) throw new RecipeNotFoundError(id);
    return recipe;
  }

  private announce(kind: 'CREATED' | 'UPDATED', recipe: Recipe): Promise<RecipeView> {
    return announceRecipe(this.events, ownerIdOf(this.viewer), kind, recipe);
  }

  private publish(event: RecipeChangedEvent): Promise<void> {
    return this.events.publish(topics.recipeChanged(ownerIdOf(this.viewer)), event);
  }
}
