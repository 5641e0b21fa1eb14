import {
  type ClearedShoppingList,
  type ShoppingListChangedEvent,
  type ShoppingListChanges,
  type ShoppingListItem,
  ShoppingListItemDeletedError,
  type ShoppingListItemInput,
  ShoppingListItemNotFoundError,
  type ShoppingListOptimization,
  type ShoppingListOptimizeSummary,
  type ShoppingListUndo,
  ShoppingListUndoExpiredError,
  ShoppingListUndoNotFoundError,
  type ShoppingPort,
  type Viewer,
} from '@app/schema';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { readPrompts } from '../prompts/index.ts';
import type { RecipeService } from '../recipes/index.ts';
import { type EventBus, topics } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import { toCategory } from './shopping-category.ts';
import { ShoppingChangeLog } from './shopping-change-log.ts';
import type { PlannedItem, ShoppingIntelligence } from './shopping-intelligence.ts';
import { ShoppingItem } from './shopping-item.entity.ts';
import { ShoppingItemRepository } from './shopping-item.repository.ts';
import { parseShoppingItemInput, parseShoppingRecipeIds } from './shopping-item-input.ts';
import { toItemView } from './shopping-item-view.ts';
import { restoreItems } from './shopping-list-restore.ts';
import { rewriteOpenItems } from './shopping-list-rewrite.ts';
import { ShoppingListSnapshots } from './shopping-list-snapshots.ts';

/** What the list needs from the recipes module: ownership checks and ingredient lines. */
export type RecipeLookup = Pick<RecipeService, 'assertOwned' | 'ingredientsOf'>;

/**
 * The signed-in viewer's shopping list. Every write runs in one transaction that first takes the
 * next list version (see ShoppingChangeLog), stamps what it changes with it and announces it.
 */
export class ShoppingService implements ShoppingPort {
  private readonly repository: ShoppingItemRepository;
  private readonly log: ShoppingChangeLog;

  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
    private readonly intelligence: ShoppingIntelligence,
    /** The same viewer's recipes: an item may only point at those. */
    private readonly recipes: RecipeLookup,
  ) {
    this.repository = new ShoppingItemRepository(em);
    this.log = new ShoppingChangeLog(em);
  }

  async list(): Promise<ShoppingListItem[]> {
    return (await this.repository.listByOwner(ownerIdOf(this.viewer))).map(toItemView);
  }

  async changes(since: string | null): Promise<ShoppingListChanges> {
    const ownerId = ownerIdOf(this.viewer);
    // The version is read first: a write that commits meanwhile is answered again next time,
    // never skipped.
    const clock = await this.log.read(ownerId);
    const after = since === null ? null : Number(since);
    const cursor = String(clock.version);
    if (after === null || after < clock.forgottenThrough || after > clock.version) {
      return { items: await this.list(), deletedIds: [], cursor, isFullList: true };
    }
    const items = await this.log.itemsChangedAfter(ownerId, after);
    const deletedIds = await this.log.deletedAfter(ownerId, after);
    return { items: items.map(toItemView), deletedIds, cursor, isFullList: false };
  }

  async add(item: ShoppingListItemInput): Promise<ShoppingListItem> {
    const input = parseShoppingItemInput(item);
    const ownerId = ownerIdOf(this.viewer);
    const clientId = input.clientId?.toLowerCase() ?? null;
    if (clientId) {
      // The live item first: an Undo may have brought back an item whose deletion was recorded.
      const existing = await this.repository.findByClientId(ownerId, clientId);
      if (existing) return toItemView(existing);
      await refuseDeleted(this.em, ownerId, clientId);
    }
    const recipeIds = [...new Set(input.recipeIds ?? [])];
    await this.recipes.assertOwned(recipeIds);
    let written: Written<ShoppingItem>;
    try {
      written = await this.write(async (em, listVersion) => {
        // Again under the list's lock: a delete may have committed since the look above.
        if (clientId) await refuseDeleted(em, ownerId, clientId);
        return em.create(ShoppingItem, {
          user: ownerId,
          clientId,
          name: input.name.trim(),
          quantity: input.quantity?.trim() || '1',
          category: toCategory(input.category),
          recipeIds,
          isCompleted: input.isCompleted ?? false,
          position: await new ShoppingItemRepository(em).nextPosition(ownerId),
          listVersion,
        });
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || !clientId) throw error;
      // The same add replayed at the same moment (two tabs flushing one queue) saved it first.
      const em = this.em.fork();
      const existing = await em.findOne(ShoppingItem, { user: ownerId, clientId });
      if (existing) return toItemView(existing);
      await refuseDeleted(em, ownerId, clientId);
      throw error;
    }
    return this.announce('ADDED', written);
  }

  /** Completion is absolute, so a replayed tick changes nothing and announces nothing. */
  async setCompleted(id: number, isCompleted: boolean): Promise<ShoppingListItem> {
    const ownerId = ownerIdOf(this.viewer);
    let isChanged = false;
    const written = await this.write(async (em, listVersion) => {
      const item = await new ShoppingItemRepository(em).findOne(ownerId, id);
      if (!item) throw new ShoppingListItemNotFoundError(id);
      if (item.isCompleted !== isCompleted) {
        Object.assign(item, { isCompleted, version: item.version + 1, listVersion });
        isChanged = true;
      }
      return item;
    });
    return isChanged ? this.announce('UPDATED', written) : toItemView(written.result);
  }

  async delete(id: number): Promise<void> {
    const ownerId = ownerIdOf(this.viewer);
    const { listVersion } = await this.write(async (em, listVersion) => {
      const item = await new ShoppingItemRepository(em).findOne(ownerId, id);
      if (!item) throw new ShoppingListItemNotFoundError(id);
      em.remove(item);
      await new ShoppingChangeLog(em).recordDeletions(ownerId, [item], listVersion);
    });
    await this.publish({ kind: 'DELETED', itemId: id, item: null }, listVersion);
  }

  async clear(): Promise<ClearedShoppingList> {
    const ownerId = ownerIdOf(this.viewer);
    const { result: cleared, listVersion } = await this.write(async (em, listVersion) => {
      const items = await new ShoppingItemRepository(em).listByOwner(ownerId);
      const undo = await new ShoppingListSnapshots(em).take(ownerId, 'CLEAR', items);
      const ids = items.map(({ id }) => id);
      await em.nativeDelete(ShoppingItem, { user: ownerId, id: { $in: ids } });
      await new ShoppingChangeLog(em).recordDeletions(ownerId, items, listVersion);
      return { deletedCount: ids.length, undo };
    });
    await this.publish({ kind: 'CLEARED', itemId: null, item: null }, listVersion);
    return cleared;
  }

  async generate(recipeIds: number[]): Promise<ShoppingListItem[]> {
    const ids = [...new Set(parseShoppingRecipeIds(recipeIds))];
    await this.recipes.assertOwned(ids);
    const ingredients = (await this.recipes.ingredientsOf(ids)).flatMap(({ recipeId, lines }) =>
      lines.map((line) => ({ line, recipeId })),
    );
    await this.rewrite(async (open) => this.intelligence.plan(open, ingredients), 'GENERATE');
    return this.list();
  }

  async optimize(): Promise<ShoppingListOptimization> {
    const prompt = (await readPrompts(this.em)).shoppingPrompt;
    // The model is asked outside the transaction (it may take seconds); the rewrite then applies
    // its answer to the items as they are by then, by id.
    const open = await this.repository.listOpenByOwner(ownerIdOf(this.viewer));
    const organized = await this.intelligence.organize(open.map(toPlanned), prompt);
    const { summary, undo } = await this.rewrite(async () => organized, 'OPTIMIZE');
    return { items: await this.list(), summary, undo };
  }

  async undo(id: string): Promise<ShoppingListItem[]> {
    const ownerId = ownerIdOf(this.viewer);
    const { listVersion } = await this.write(async (em, listVersion) => {
      const snapshot = await new ShoppingListSnapshots(em).claim(ownerId, id);
      if (snapshot.state === 'missing') throw new ShoppingListUndoNotFoundError(id);
      if (snapshot.state === 'expired') throw new ShoppingListUndoExpiredError(id);
      await restoreItems(em, ownerId, snapshot.items, listVersion);
    });
    await this.publish({ kind: 'REPLACED', itemId: null, item: null }, listVersion);
    return this.list();
  }

  /**
   * Rewrites the unticked items after a plan in one transaction: a failure leaves the list as it
   * was, and ticked items (already in the basket) are never touched. Announced as REPLACED. The
   * list before is kept for Undo (Generate's undo is not offered in the schema yet).
   */
  private async rewrite(
    planFor: (open: PlannedItem[]) => Promise<PlannedItem[]>,
    kind: 'OPTIMIZE' | 'GENERATE',
  ): Promise<{ summary: ShoppingListOptimizeSummary; undo: ShoppingListUndo }> {
    const ownerId = ownerIdOf(this.viewer);
    const { result, listVersion } = await this.write(async (em, listVersion) => {
      const items = await new ShoppingItemRepository(em).listByOwner(ownerId);
      const undo = await new ShoppingListSnapshots(em).take(ownerId, kind, items);
      const open = items.filter((item) => !item.isCompleted);
      const plan = await planFor(open.map(toPlanned));
      return { summary: await rewriteOpenItems(em, ownerId, open, plan, listVersion), undo };
    });
    await this.publish({ kind: 'REPLACED', itemId: null, item: null }, listVersion);
    return result;
  }

  /** One transaction that takes the next list version before `work` runs, then flushes. */
  private write<T>(
    work: (em: EntityManager, listVersion: number) => Promise<T>,
  ): Promise<Written<T>> {
    const ownerId = ownerIdOf(this.viewer);
    return this.em.transactional(async (em) => {
      const listVersion = await new ShoppingChangeLog(em).tick(ownerId);
      return { result: await work(em, listVersion), listVersion };
    });
  }

  private async announce(
    kind: 'ADDED' | 'UPDATED',
    { result: item, listVersion }: Written<ShoppingItem>,
  ): Promise<ShoppingListItem> {
    const view = toItemView(item);
    await this.publish({ kind, itemId: item.id, item: view }, listVersion);
    return view;
  }

  private publish(
    event: Omit<ShoppingListChangedEvent, 'cursor'>,
    listVersion: number,
  ): Promise<void> {
    return this.events.publish(topics.shoppingListChanged(ownerIdOf(this.viewer)), {
      ...event,
      cursor: String(listVersion),
    });
  }
}

/** What a write answered, and the list version it was stamped with. */
interface Written<T> {
  result: T;
  listVersion: number;
}

/**
 * A replayed add must not bring back an item deleted since (on another device, by Clear All, a
 * merge or an Undo); deletions are remembered for 30 days, after which the replay adds again.
 */
async function refuseDeleted(em: EntityManager, ownerId: string, clientId: string): Promise<void> {
  const deletedId = await new ShoppingChangeLog(em).deletedIdOf(ownerId, clientId);
  if (deletedId !== null) throw new ShoppingListItemDeletedError(deletedId, clientId);
}

function toPlanned(item: ShoppingItem): PlannedItem {
  return {
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    recipeIds: item.recipeIds,
    sourceIds: [item.id],
  };
}
