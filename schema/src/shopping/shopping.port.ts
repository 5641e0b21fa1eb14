export const shoppingCategories = [
  'Produce',
  'Meat',
  'Dairy',
  'Pantry',
  'Bakery',
  'Frozen',
  'Other',
] as const;
export type ShoppingCategory = (typeof shoppingCategories)[number];

export interface ShoppingListItem {
  id: number;
  /** The UUID the client gave the item when adding it, if it gave one. */
  clientId: string | null;
  name: string;
  quantity: string;
  category: ShoppingCategory;
  recipeIds: number[];
  isCompleted: boolean;
  /** Order in the list, ascending. */
  position: number;
  /** Bumped by every change to the item. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A recipe an item came from, as the item's link shows it. */
export interface ShoppingListItemRecipe {
  id: number;
  name: string;
}

/**
 * Names the recipes items came from. Calls made while one response is being built share one
 * read, so a list of any length costs one query.
 */
export interface ShoppingListItemRecipesPort {
  /** The viewer's recipes among these ids that still exist, in the order of the ids. */
  load(recipeIds: readonly number[]): Promise<ShoppingListItemRecipe[]>;
}

export interface ShoppingListItemInput {
  /** A UUID the client made up: adding again with the same one answers the item already added. */
  clientId?: string | null;
  name: string;
  quantity?: string | null;
  /** Free text; anything outside the seven categories is stored as Other. */
  category?: string | null;
  recipeIds?: number[] | null;
  isCompleted?: boolean | null;
}

export type ShoppingListChangeKind = 'ADDED' | 'UPDATED' | 'DELETED' | 'CLEARED' | 'REPLACED';

export interface ShoppingListChangedEvent {
  kind: ShoppingListChangeKind;
  /** The item concerned; null when the whole list was cleared. */
  itemId: number | null;
  item: ShoppingListItem | null;
  /** The list's cursor once this change is in (see ShoppingListChanges). */
  cursor: string;
}

/** What changed since a cursor, for a device catching up. */
export interface ShoppingListChanges {
  /** Items added or changed since; the whole list when `isFullList`. */
  items: ShoppingListItem[];
  /** Ids deleted since. */
  deletedIds: number[];
  /** Where the next catch-up starts. */
  cursor: string;
  /** The cursor was missing, unknown or older than remembered deletions: `items` is the list. */
  isFullList: boolean;
}

/** An item as it read at one moment, for a summary. */
export interface ShoppingListItemLine {
  itemId: number;
  name: string;
  quantity: string;
}

/** Several items became one: `into` kept the id of the first of `from`. */
export interface ShoppingListMerge {
  from: ShoppingListItemLine[];
  into: ShoppingListItemLine;
}

export interface ShoppingListMove {
  itemId: number;
  name: string;
  from: ShoppingCategory;
  to: ShoppingCategory;
}

export interface ShoppingListRename {
  itemId: number;
  from: string;
  to: string;
}

/** What Optimize did, as data the client phrases. */
export interface ShoppingListOptimizeSummary {
  merged: ShoppingListMerge[];
  moved: ShoppingListMove[];
  renamed: ShoppingListRename[];
}

/** How to undo a rewrite of the list: pass `id` to undo before `expiresAt`. */
export interface ShoppingListUndo {
  id: string;
  expiresAt: Date;
}

export interface ShoppingListOptimization {
  items: ShoppingListItem[];
  summary: ShoppingListOptimizeSummary;
  undo: ShoppingListUndo;
}

export interface ClearedShoppingList {
  deletedCount: number;
  undo: ShoppingListUndo;
}

/** The signed-in viewer's shopping list. */
export interface ShoppingPort {
  list(): Promise<ShoppingListItem[]>;
  /** Changes after `since` (a cursor this port answered earlier); null means from scratch. */
  changes(since: string | null): Promise<ShoppingListChanges>;
  /**
   * Idempotent when the input carries a clientId: a replay answers the existing item, and throws
   * ShoppingListItemDeletedError when that item was deleted in the last 30 days.
   */
  add(input: ShoppingListItemInput): Promise<ShoppingListItem>;
  setCompleted(id: number, isCompleted: boolean): Promise<ShoppingListItem>;
  delete(id: number): Promise<void>;
  /** Removes every item; answers how many were removed, and how to undo it. */
  clear(): Promise<ClearedShoppingList>;
  /**
   * Adds the ingredients of these recipes, one item per food: the same food across recipes (and
   * already on the list, unticked) is merged with its quantities added up, keeping the id of the
   * item on the list. Answers the list.
   */
  generate(recipeIds: number[]): Promise<ShoppingListItem[]>;
  /**
   * Merges duplicates, tidies names and fixes categories (with AI when configured), keeping the id
   * of every item that survives. Answers the list and what was done.
   */
  optimize(): Promise<ShoppingListOptimization>;
  /**
   * Puts the list back as it was before the Optimize or Clear All that answered this undo id
   * (same ids, completion, order), within 60 seconds and once. Answers the list.
   */
  undo(id: string): Promise<ShoppingListItem[]>;
}
