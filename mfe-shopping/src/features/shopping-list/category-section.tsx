import { memo } from 'react';
import type { ShoppingItemRow_ItemFragment } from '../../__generated__/graphql.ts';
import type { CategoryGroup } from './categories.ts';
import { ShoppingItemRow } from './shopping-item-row.tsx';

interface CategorySectionProps {
  group: CategoryGroup<ShoppingItemRow_ItemFragment>;
  deletingId: number | null;
  onToggle: (item: ShoppingItemRow_ItemFragment, isCompleted: boolean) => Promise<void>;
  onDelete: (item: ShoppingItemRow_ItemFragment) => void;
}

/**
 * Every change to the list groups it anew, but an aisle holding the same items in the same
 * order shows nothing new: only the aisle of a ticked item renders again, to reorder it.
 */
function isSameSection(before: CategorySectionProps, after: CategorySectionProps): boolean {
  const [was, is] = [before.group.items, after.group.items];
  return (
    before.group.category === after.group.category &&
    before.deletingId === after.deletingId &&
    before.onToggle === after.onToggle &&
    before.onDelete === after.onDelete &&
    was.length === is.length &&
    was.every((item, index) => item === is[index])
  );
}

/** One aisle: its name, how many items it holds, and the items. */
export const CategorySection = memo(function CategorySection({
  group,
  deletingId,
  onToggle,
  onDelete,
}: CategorySectionProps) {
  const headingId = `shopping-category-${group.category.toLowerCase()}`;
  const count = group.items.length;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-card border border-line bg-raised shadow-card"
    >
      <h2
        id={headingId}
        className="flex items-center justify-between gap-3 border-line border-b bg-sunken/50 px-4 py-2.5 font-display font-semibold text-ink text-lg"
      >
        {group.label}
        <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-medium font-sans text-brand-800 text-sm tabular-nums">
          {count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      </h2>
      <ul className="divide-y divide-line">
        {group.items.map((item) => (
          <ShoppingItemRow
            key={item.id}
            item={item}
            isDeleting={deletingId === item.id}
            onToggle={onToggle}
            onDelete={onDelete}
          />
        ))}
      </ul>
    </section>
  );
}, isSameSection);
