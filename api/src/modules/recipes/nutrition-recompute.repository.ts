import type { Nutrition } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';

/** A recipe whose figures are due, as the recompute job reads it. */
export interface StaleNutritionRow {
  id: number;
  ingredients: unknown;
  servings: number | null;
}

/**
 * The recompute job's queries, across every owner (the job serves the whole database, not a
 * cook). Call them inside one transaction: the claim's row locks last until it commits.
 */
export class NutritionRecomputeRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Up to `limit` recipes after id `after` computed by a version below `version`, in id order,
   * locked; rows another transaction holds are passed over, not waited for. Recipes with the
   * cook's own figures (null version) are never due.
   */
  claimStale(after: number, version: number, limit: number): Promise<StaleNutritionRow[]> {
    return this.em.execute<StaleNutritionRow[]>(
      `select "id", "ingredients", "servings" from "recipes"
        where "id" > ? and "nutrition_version" < ?
        order by "id" limit ? for update skip locked`,
      [after, version, limit],
    );
  }

  /** Stores each recipe's figures as computed by `version`, in one statement. */
  async saveComputed(
    figures: { id: number; nutrition: Nutrition | null }[],
    version: number,
  ): Promise<void> {
    await this.em.execute(
      `update "recipes" as r set "nutrition" = f."nutrition", "nutrition_version" = ?
         from jsonb_to_recordset(?::jsonb) as f("id" int, "nutrition" jsonb)
        where r."id" = f."id"`,
      [version, JSON.stringify(figures)],
    );
  }
}
