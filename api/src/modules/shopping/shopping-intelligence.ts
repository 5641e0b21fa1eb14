import type { ShoppingCategory } from '@app/schema';

/** A line of the list as the planner sees it. */
export interface PlannedItem {
  name: string;
  quantity: string;
  category: ShoppingCategory;
  recipeIds: number[];
  /**
   * The list items this one is made of, in list order; empty for an item that is new. The first
   * keeps its id (and place), the others were merged into it.
   */
  sourceIds: number[];
}

/**
 * What the shopping list needs from the ai folder (wired in main.ts): turning ingredient lines
 * into items, merging the same food with unit arithmetic, and tidying a list.
 */
export interface ShoppingIntelligence {
  /** The open items plus these recipes' ingredients, one item per food. */
  plan(open: PlannedItem[], ingredients: { line: string; recipeId: number }[]): PlannedItem[];
  /**
   * Merged, renamed and re-categorized; with AI when configured, following `instructions`. Every
   * item given is among the sources of exactly one answered item (or answered as it was).
   */
  organize(items: PlannedItem[], instructions: string): Promise<PlannedItem[]>;
}
