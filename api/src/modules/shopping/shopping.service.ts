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
import type { EntityManager } from '@mikro-orm/sql';
import { readPrompts } from '../prompts/index.ts';
import type { RecipeService } from '../recipes/index.ts';
import { type EventBus, topics } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import { isSerialId } from '../shared/serial-id.ts';
import type { PlannedItem, ShoppingIntelligence } from './shopping-intelligence.ts';
import { ShoppingItem } from './shopping-item.entity.ts';

/** What the list needs from the recipes module: ownership checks and ingredient lines. */
export type RecipeLookup = Pick<RecipeService, 'assertOwned' | 'ingredientsOf'>;

/** The signed-in viewer's shopping list. */
export class ShoppingService implements ShoppingPort {
  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
    private readonly intelligence: ShoppingIntelligence,
    /** The same viewer's recipes: an item may only point at those. */
    private readonly recipes: RecipeLookup,
  ) {}

  async list(): Promise<ShoppingListItem[]> {
    const items = await this.em.find(
      ShoppingItem,
      { user: ownerIdOf(this.viewer) },
      { orderBy: { id: 'asc' } },
    );
    return items.map(toItemView);
  }

  async add(input: ShoppingListItemInput): Promise<ShoppingListItem> {
    const ownerId = ownerIdOf(this.viewer);
    const recipeIds = [...new Set(input.recipeIds ?? [])];
    await this.recipes.assertOwned(recipeIds);
    const item = this.em.create(ShoppingItem, {
      user: ownerId,
      name: input.name.trim(),
      quantity: input.quantity?.trim() || '1',
      category: toCategory(input.category),
      recipeIds,
      isCompleted: input.isCompleted ?? false,
    });
    await this.em.flush();
    return this.announce('ADDED', item);
  }

  async setCompleted(id: number, isCompleted: boolean): Promise<ShoppingListItem> {
    const item = await this.findOwned(id);
    item.isCompleted = isCompleted;
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
    return this.em.find(
      ShoppingItem,
      { user: ownerIdOf(this.viewer), isCompleted: false },
      { orderBy: { id: 'asc' } },
    );
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
      const open =
        loaded ??
        (await em.find(
          ShoppingItem,
          { user: ownerId, isCompleted: false },
          { orderBy: { id: 'asc' } },
        ));
      const plan = planFor(open.map(toPlanned));
      await em.nativeDelete(ShoppingItem, {
        id: { $in: open.map((item) => item.id) },
        user: ownerId,
      });
      for (const item of plan) {
        em.create(ShoppingItem, {
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
    const item = isSerialId(id)
      ? await this.em.findOne(ShoppingItem, { id, user: ownerIdOf(this.viewer) })
      : null;
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
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    recipeIds: item.recipeIds,
    isCompleted: item.isCompleted,
    createdAt: item.createdAt,
  };
}
