import { limits, type ShoppingListItemLine, type ShoppingListOptimizeSummary } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { ShoppingChangeLog } from './shopping-change-log.ts';
import type { PlannedItem } from './shopping-intelligence.ts';
import { ShoppingItem } from './shopping-item.entity.ts';
import { ShoppingItemRepository } from './shopping-item.repository.ts';

/**
 * Brings the open items in line with a plan, inside the caller's transaction. An item the plan
 * keeps is updated in place, so its id, place and ticks queued on other devices stay valid; items
 * merged into it are deleted; planned items made of nothing are added last. Open items the plan
 * does not mention are left as they are, and so are ticked ones. Answers what was done.
 */
export async function rewriteOpenItems(
  em: EntityManager,
  ownerId: string,
  open: ShoppingItem[],
  plan: PlannedItem[],
  listVersion: number,
): Promise<ShoppingListOptimizeSummary> {
  const summary: ShoppingListOptimizeSummary = { merged: [], moved: [], renamed: [] };
  const openById = new Map(open.map((item) => [item.id, item]));
  const claimed = new Set<number>();
  const mergedAway: ShoppingItem[] = [];
  let position = await new ShoppingItemRepository(em).nextPosition(ownerId);
  for (const planned of plan) {
    const name = planned.name.trim().slice(0, limits.name) || 'Item';
    const quantity = planned.quantity.trim().slice(0, limits.quantity) || '1';
    const sources = planned.sourceIds
      .filter((id) => !claimed.has(id))
      .map((id) => openById.get(id))
      .filter((item): item is ShoppingItem => item !== undefined);
    for (const source of sources) claimed.add(source.id);
    const [kept, ...merged] = sources;
    if (!kept) {
      // Made of items that were deleted or ticked while the model was thinking: not brought back.
      if (planned.sourceIds.length > 0) continue;
      em.create(ShoppingItem, {
        user: ownerId,
        name,
        quantity,
        category: planned.category,
        recipeIds: planned.recipeIds,
        isCompleted: false,
        position: position++,
        listVersion,
      });
      continue;
    }
    const before = { ...lineOf(kept), category: kept.category };
    const isChanged =
      kept.name !== name ||
      kept.quantity !== quantity ||
      kept.category !== planned.category ||
      !sameIds(kept.recipeIds, planned.recipeIds) ||
      merged.length > 0;
    if (!isChanged) continue;
    Object.assign(kept, {
      name,
      quantity,
      category: planned.category,
      recipeIds: planned.recipeIds,
      version: kept.version + 1,
      listVersion,
    });
    if (merged.length > 0) {
      summary.merged.push({ from: [before, ...merged.map(lineOf)], into: lineOf(kept) });
      mergedAway.push(...merged);
    } else if (before.name !== name) {
      summary.renamed.push({ itemId: kept.id, from: before.name, to: name });
    }
    if (before.category !== kept.category) {
      summary.moved.push({ itemId: kept.id, name, from: before.category, to: kept.category });
    }
  }
  if (mergedAway.length > 0) {
    const ids = mergedAway.map((item) => item.id);
    await em.nativeDelete(ShoppingItem, { user: ownerId, id: { $in: ids } });
    await new ShoppingChangeLog(em).recordDeletions(ownerId, mergedAway, listVersion);
  }
  return summary;
}

function lineOf(item: ShoppingItem): ShoppingListItemLine {
  return { itemId: item.id, name: item.name, quantity: item.quantity };
}

function sameIds(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
