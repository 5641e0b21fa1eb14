import type { ShoppingListItem } from '@app/schema';
import type { ShoppingItem } from './shopping-item.entity.ts';

/**
 * An item as the schema's port answers it. Undo snapshots are made from this too
 * (`toSnapshotItem`), so a field clients can see is one a snapshot keeps.
 */
export function toItemView(item: ShoppingItem): ShoppingListItem {
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
