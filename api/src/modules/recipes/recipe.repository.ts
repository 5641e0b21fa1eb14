import type { CourseId, ListWindow, RecipeFilter } from '@app/schema';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isSerialId } from '../shared/serial-id.ts';
import { coursePattern, courses } from './course-keywords.ts';
import { Recipe } from './recipe.entity.ts';
import { tagKey } from './recipe-fields.ts';

/** What lists show: every field but the derived search columns. */
const rowFields = [
  'id',
  'name',
  'description',
  'imageUrl',
  'prepTime',
  'cookTime',
  'totalTime',
  'servings',
  'difficulty',
  'ingredients',
  'instructions',
  'tags',
  'nutrition',
  'isFavorite',
  'isShared',
  'sourceUrl',
  'sourceImageUrl',
  'createdAt',
  'updatedAt',
] as const;

export type RecipeRow = Pick<Recipe, (typeof rowFields)[number]>;

/**
 * Queries over one owner's recipes. Every method takes the owner: nothing is read unscoped,
 * except `findShared`, which only ever answers a recipe its owner has shared.
 */
export class RecipeRepository {
  constructor(private readonly em: EntityManager) {}

  findOne(ownerId: string, id: number): Promise<Recipe | null> {
    if (!isSerialId(id)) return Promise.resolve(null);
    return this.em.findOne(Recipe, { id, user: ownerId });
  }

  findShared(id: number): Promise<Recipe | null> {
    if (!isSerialId(id)) return Promise.resolve(null);
    return this.em.findOne(Recipe, { id, isShared: true });
  }

  /** Which of these ids name the owner's recipes (ids that cannot be serials are skipped). */
  async findOwnedIds(ownerId: string, ids: number[]): Promise<number[]> {
    const candidates = ids.filter(isSerialId);
    if (candidates.length === 0) return [];
    const rows = await this.em.find(
      Recipe,
      { id: { $in: candidates }, user: ownerId },
      { fields: ['id'] },
    );
    return rows.map((recipe) => recipe.id);
  }

  /** The ingredient lines of the owner's recipes among these ids, by id. */
  findIngredients(ownerId: string, ids: number[]): Promise<Pick<Recipe, 'id' | 'ingredients'>[]> {
    return this.em.find(
      Recipe,
      { id: { $in: ids.filter(isSerialId) }, user: ownerId },
      { fields: ['id', 'ingredients'], orderBy: { id: 'asc' } },
    );
  }

  /** The id and name of the owner's recipes among these ids (ids that cannot be serials are skipped). */
  findNames(ownerId: string, ids: number[]): Promise<Pick<Recipe, 'id' | 'name'>[]> {
    const candidates = ids.filter(isSerialId);
    if (candidates.length === 0) return Promise.resolve([]);
    return this.em.find(
      Recipe,
      { id: { $in: candidates }, user: ownerId },
      { fields: ['id', 'name'], orderBy: { id: 'asc' } },
    );
  }

  /** The id of the owner's recipe imported from this address, if any. */
  async findIdBySourceUrl(ownerId: string, url: string): Promise<number | null> {
    const found = await this.em.findOne(
      Recipe,
      { user: ownerId, sourceUrl: url },
      { fields: ['id'] },
    );
    return found?.id ?? null;
  }

  /** The owner's copy of a shared recipe, saved from the recipe with `originalId`. */
  findCopy(ownerId: string, originalId: number): Promise<Recipe | null> {
    return this.em.findOne(Recipe, { user: ownerId, savedFromRecipe: originalId });
  }

  /**
   * Sorted by name (case-insensitive), then id, so equal names keep a stable order.
   * Read-only rows, not managed entities: hydrating and tracking hundreds of entities cost five
   * times the query itself, and a list is never written back.
   */
  findMany(ownerId: string, filter: RecipeFilter, window: ListWindow = {}): Promise<RecipeRow[]> {
    const qb = this.filtered(ownerId, filter).select(rowFields);
    qb.orderBy([{ [raw('lower(r.name)')]: 'asc' }, { id: 'asc' }]);
    if (window.offset) qb.offset(window.offset);
    if (window.limit) qb.limit(window.limit);
    return qb.execute('all', true);
  }

  async countMany(ownerId: string, filter: RecipeFilter): Promise<number> {
    const row = await this.filtered(ownerId, filter)
      .select(raw('count(*) as count'))
      .execute<{ count: number | string }>('get', false);
    // `pg` answers a bigint count as a string, PGlite as a number.
    return Number(row?.count ?? 0);
  }

  /** The owner's recipes that pass the filter; `findMany` and `countMany` agree by sharing it. */
  private filtered(ownerId: string, filter: RecipeFilter) {
    const qb = this.em.createQueryBuilder(Recipe, 'r').where({ user: ownerId });
    const search = filter.search?.trim().toLowerCase();
    if (search) qb.andWhere('r.search_text like ?', [`%${escapeLike(search)}%`]);
    if (filter.tag?.trim())
      qb.andWhere('r.tag_keys @> ?::jsonb', [JSON.stringify([tagKey(filter.tag)])]);
    if (filter.course) qb.andWhere(inCourseCondition, [coursePatternOf(filter.course)]);
    if (filter.favoritesOnly) qb.andWhere({ isFavorite: true });
    return qb;
  }

  findRecent(ownerId: string, limit: number): Promise<RecipeRow[]> {
    return this.em
      .createQueryBuilder(Recipe, 'r')
      .select(rowFields)
      .where({ user: ownerId })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .limit(limit)
      .execute('all', true);
  }

  /**
   * Tag keys and image of every recipe, newest first: enough to count tags and courses in one
   * read. Plain rows, as for lists: a collection of thousands is only counted, never written.
   */
  findTagSummaries(ownerId: string): Promise<Pick<Recipe, 'tagKeys' | 'imageUrl'>[]> {
    return this.em
      .createQueryBuilder(Recipe, 'r')
      .select(['tagKeys', 'imageUrl'])
      .where({ user: ownerId })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .execute('all', true);
  }
}

const inCourseCondition =
  'exists (select 1 from jsonb_array_elements_text(r.tag_keys) as tag where tag ~* ?)';

function coursePatternOf(courseId: CourseId): string {
  const course = courses.find((candidate) => candidate.id === courseId);
  if (!course) throw new Error(`Unknown course ${courseId}`);
  return coursePattern(course, 'postgres');
}

/** `like` treats % and _ as wildcards; a search for "50%" means the characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
