import {
  type CourseCategory,
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
import type { EntityManager } from '@mikro-orm/sql';
import { type EventBus, topics } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import { courses, isInCourse } from './course-keywords.ts';
import { Recipe } from './recipe.entity.ts';
import { RecipeRepository } from './recipe.repository.ts';
import { cleanLines, cleanTags, searchTextOf, tagKey, toRecipeView } from './recipe-fields.ts';

/** The signed-in viewer's recipe collection. */
export class RecipeService implements RecipesPort {
  private readonly repository: RecipeRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
  ) {
    this.repository = new RecipeRepository(em);
  }

  async list(filter: RecipeFilter): Promise<RecipeView[]> {
    const recipes = await this.repository.findMany(ownerIdOf(this.viewer), filter);
    return recipes.map(toRecipeView);
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

  async create(input: RecipeInput): Promise<RecipeView> {
    const recipe = this.em.create(Recipe, {
      user: ownerIdOf(this.viewer),
      ...withDerivedFields(input),
    });
    await this.em.flush();
    return this.announce('CREATED', recipe);
  }

  async update(id: number, changes: RecipeUpdate): Promise<RecipeView> {
    const recipe = await this.findOwned(id);
    const merged = { ...toRecipeView(recipe), ...changes };
    this.em.assign(recipe, withDerivedFields(merged));
    await this.em.flush();
    return this.announce('UPDATED', recipe);
  }

  async setFavorite(id: number, isFavorite: boolean): Promise<RecipeView> {
    const recipe = await this.findOwned(id);
    recipe.isFavorite = isFavorite;
    await this.em.flush();
    return this.announce('UPDATED', recipe);
  }

  async delete(id: number): Promise<void> {
    const recipe = await this.findOwned(id);
    await this.em.remove(recipe).flush();
    await this.publish({ kind: 'DELETED', recipeId: id, recipe: null });
  }

  private async findOwned(id: number): Promise<Recipe> {
    const recipe = await this.repository.findOne(ownerIdOf(this.viewer), id);
    if (!recipe) throw new RecipeNotFoundError(id);
    return recipe;
  }

  private async announce(kind: 'CREATED' | 'UPDATED', recipe: Recipe): Promise<RecipeView> {
    const view = toRecipeView(recipe);
    await this.publish({ kind, recipeId: recipe.id, recipe: view });
    return view;
  }

  private publish(event: RecipeChangedEvent): Promise<void> {
    return this.events.publish(topics.recipeChanged(ownerIdOf(this.viewer)), event);
  }
}

/** Normalizes what a client sent and computes the columns derived from it. */
function withDerivedFields(input: RecipeInput) {
  const ingredients = cleanLines(input.ingredients);
  const tags = cleanTags(input.tags);
  const name = input.name.trim();
  return {
    name,
    description: input.description?.trim() || null,
    imageUrl: input.imageUrl?.trim() || null,
    prepTime: input.prepTime ?? 0,
    cookTime: input.cookTime ?? null,
    totalTime: input.totalTime ?? null,
    servings: input.servings ?? 0,
    difficulty: input.difficulty ?? 'Easy',
    ingredients,
    instructions: cleanLines(input.instructions),
    tags,
    tagKeys: tags.map(tagKey),
    nutrition: input.nutrition ?? null,
    sourceUrl: input.sourceUrl?.trim() || null,
    sourceImageUrl: input.sourceImageUrl?.trim() || null,
    searchText: searchTextOf({ name, description: input.description, tags, ingredients }),
  };
}
