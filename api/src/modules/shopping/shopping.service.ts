import {
  type ShoppingCategory,
  type ShoppingListChangedEvent,
  type ShoppingListItem,
  type ShoppingListItemInput,
  ShoppingListItemNotFoundError,
  type ShoppingPort,
  shoppingCategories,
  type Viewer,
} from '@app/schema';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { readPrompts } from '../prompts/index.ts';
import type { RecipeService } from '../recipes/index.ts';
import { type EventBus, topics } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import type { PlannedItem, ShoppingIntelligence } from './shopping-intelligence.ts';
import { ShoppingItem } from './shopping-item.entity.ts';
import { ShoppingItemRepository } from './shopping-item.repository.ts';

/** What the list needs from the recipes module: ownership checks and ingredient lines. */
export type RecipeLookup = Pick<RecipeService, 'assertOwned' | 'ingredientsOf'>;

/** The signed-in viewer's shopping list. */
export class ShoppingService implements ShoppingPort {
  private readonly repository: ShoppingItemRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
    private readonly intelligence: ShoppingIntelligence,
    /** The same viewer's recipes: an item may only point at those. */
    private readonly recipes: RecipeLookup,
  ) {
    this.repository = new ShoppingItemRepository(em);
  }

  async list(): Promise<ShoppingListItem[]> {
    return (await this.repository.listByOwner(ownerIdOf(this.viewer))).map(toItemView);
  }

  async add(input: ShoppingListItemInput): Promise<ShoppingListItem> {
    const ownerId = ownerIdOf(this.viewer);
    const clientId = input.clientId?.toLowerCase() ?? null;
    if (clientId) {
      const existing = await this.repository.findByClientId(ownerId, clientId);
      if (existing) return toItemView(existing);
    }
    const recipeIds = [...new Set(input.recipeIds ?? [])];
    await this.recipes.assertOwned(recipeIds);
    let item: ShoppingItem;
    try {
      item = await this.em.transactional(async (em) =>
        em.create(ShoppingItem, {
          user: ownerId,
          clientId,
          name: input.name.trim(),
          quantity: input.quantity?.trim() || '1',
          category: toCategory(input.category),
          recipeIds,
          isCompleted: input.isCompleted ?? false,
          position: await new ShoppingItemRepository(em).nextPosition(ownerId),
        }),
      );
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || !clientId) throw error;
      // The same add replayed at the same moment (two tabs flushing one queue) saved it first.
      const existing = await this.em.fork().findOne(ShoppingItem, { user: ownerId, clientId });
      if (!existing) throw error;
      return toItemView(existing);
    }
    return this.announce('ADDED', item);
  }

  /** Completion is absolute, so a replayed tick changes nothing and announces nothing. */
  async setCompleted(id: number, isCompleted: boolean): Promise<ShoppingListItem> {
    const item = await this.findOwned(id);
    if (item.isCompleted === isCompleted) return toItemView(item);
    item.isCompleted = isCompleted;
    item.version += 1;
    await this.em.flush();
    return this.announce('UPDATED', item);
  }

  async delete(id: number): Promise<void> {
    const item = await this.findOwned(id);
    await this.em.remove(item).flush();
    await this.publish({ kind: 'DELETED', itemId: id, item: null });
  }

  async clear(): Promise<number> {
    const deleted = await this.em.nativeDelete(ShoppingItem, { user: ownerIdOf(this.viewer) });
    await this.publish({ kind: 'CLEARED', itemId: null, item: null });
    return deleted;
  }

  async generate(recipeIds: number[]): Promise<ShoppingListItem[]> {
    const ids = [...new Set(recipeIds)];
    await this.recipes.assertOwned(ids);
    const ingredients = (await this.recipes.ingredientsOf(ids)).flatMap(({ recipeId, lines }) =>
      lines.map((line) => ({ line, recipeId })),
    );
    await this.replaceOpenItems((open) => this.intelligence.plan(open, ingredients));
    return this.list();
  }

  async optimize(): Promise<ShoppingListItem[]> {
    const prompt = (await readPrompts(this.em)).shoppingPrompt;
    const open = await this.openItems();
    const organized = await this.intelligence.organize(open.map(toPlanned), prompt);
    await this.replaceOpenItems(() => organized, open);
    return this.list();
  }

  private openItems() {
    return this.repository.listOpenByOwner(ownerIdOf(this.viewer));
  }

  /**
   * Swaps the unticked items for a new plan in one transaction: a failure leaves the list as it
   * was, and ticked items (already in the basket) are never touched.
   */
  private async replaceOpenItems(
    planFor: (open: PlannedItem[]) => PlannedItem[],
    loaded?: ShoppingItem[],
  ): Promise<void> {
    const ownerId = ownerIdOf(this.viewer);
    await this.em.transactional(async (em) => {
      const open = loaded ?? (await new ShoppingItemRepository(em).listOpenByOwner(ownerId));
      const plan = planFor(open.map(toPlanned));
      await em.nativeDelete(ShoppingItem, {
        id: { $in: open.map((item) => item.id) },
        user: ownerId,
      });
      let position = await new ShoppingItemRepository(em).nextPosition(ownerId);
      for (const item of plan) {
        em.create(ShoppingItem, {
          position: position++,
          user: ownerId,
          name: item.name.slice(0, 200),
          quantity: item.quantity.slice(0, 100) || '1',
          category: item.category,
          recipeIds: item.recipeIds,
          isCompleted: false,
        });
      }
    });
    await this.publish({ kind: 'CLEARED', itemId: null, item: null });
    for (const item of await this.openItems())
      await this.publish({ kind: 'ADDED', itemId: item.id, item: toItemView(item) });
  }

  private async findOwned(id: number): Promise<ShoppingItem> {
    const item = await this.repository.findOne(ownerIdOf(this.viewer), id);
    if (!item) throw new ShoppingListItemNotFoundError(id);
    return item;
  }

  private async announce(kind: 'ADDED' | 'UPDATED', item: ShoppingItem): Promise<ShoppingListItem> {
    const view = toItemView(item);
    await this.publish({ kind, itemId: item.id, item: view });
    return view;
  }

  private publish(event: ShoppingListChangedEvent): Promise<void> {
    return this.events.publish(topics.shoppingListChanged(ownerIdOf(this.viewer)), event);
  }
}

/** Any spelling of the seven categories is accepted; everything else is Other (spec §3). */
export function toCategory(value: string | null | undefined): ShoppingCategory {
  const key = value?.trim().toLowerCase();
  return shoppingCategories.find((category) => category.toLowerCase() === key) ?? 'Other';
}

function toPlanned(item: ShoppingItem): PlannedItem {
  return {
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    recipeIds: item.recipeIds,
  };
}

function toItemView(item: ShoppingItem): ShoppingListItem {
  return {
    id: item.id,
    clientId: item.clientId ?? null,
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    recipeIds: item.recipeIds,
    isCompleted: item.isCompleted,
    position: item.position,
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
