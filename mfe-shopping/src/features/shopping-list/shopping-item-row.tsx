import { Button, cn } from '@app/ui';
import { BookOpen, Trash2 } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import type { ShoppingItemRow_ItemFragment } from '../../__generated__/graphql.ts';

export const ShoppingItemRowFragment = graphql(`
  fragment ShoppingItemRow_item on ShoppingListItem {
    id
    name
    quantity
    category
    isCompleted
    recipes {
      id
      name
    }
  }
`);

interface ShoppingItemRowProps {
  item: ShoppingItemRow_ItemFragment;
  /** Settles once the server answered (or the change was reverted). */
  onToggle: (item: ShoppingItemRow_ItemFragment, isCompleted: boolean) => Promise<void>;
  onDelete: (item: ShoppingItemRow_ItemFragment) => void;
  isDeleting?: boolean;
}

/**
 * One line of the list. The whole row left of the bin is the checkbox's label, so a thumb can
 * tick an item anywhere on it; the recipe links sit outside the label so a tap on them never
 * ticks the item by accident.
 *
 * Memoised: the cache hands back the same object for an item that did not change, so a tick
 * renders the ticked row only, not the hundreds around it (the callbacks must be stable too).
 */
export const ShoppingItemRow = memo(function ShoppingItemRow({
  item,
  onToggle,
  onDelete,
  isDeleting = false,
}: ShoppingItemRowProps) {
  const checkboxId = useId();
  // The box follows the finger in the same frame. The cache's optimistic answer re-renders the
  // list a moment later, and until then React would put a controlled checkbox back as it was.
  const [pendingTick, setPendingTick] = useState<{ from: boolean; to: boolean } | null>(null);
  const isChecked =
    pendingTick && pendingTick.from === item.isCompleted ? pendingTick.to : item.isCompleted;
  const toggle = () => {
    setPendingTick({ from: item.isCompleted, to: !isChecked });
    void onToggle(item, !isChecked).finally(() => setPendingTick(null));
  };

  return (
    <li
      data-testid="shopping-item"
      data-item-id={item.id}
      data-completed={isChecked || undefined}
      className={cn('flex items-start gap-1 py-1 pr-1 pl-2', isChecked && 'bg-sunken/60')}
    >
      {/* Phones put the recipe links under the name; wider screens beside it, on one line. */}
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-2">
        <label
          htmlFor={checkboxId}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-1 py-1.5 sm:flex-1"
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={isChecked}
            onChange={toggle}
            className="size-6 shrink-0 cursor-pointer rounded accent-primary focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid"
          />
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
            <span
              className={cn(
                'break-words font-medium text-ink',
                isChecked && 'text-muted line-through decoration-2',
              )}
            >
              {item.name}
            </span>
            <span className={cn('text-muted text-sm', isChecked && 'line-through')}>
              {item.quantity}
            </span>
          </span>
        </label>
        {item.recipes.length > 0 && (
          <ul
            aria-label={`Recipes for ${item.name}`}
            className="flex flex-wrap gap-x-1 pl-10 sm:justify-end sm:pl-0"
          >
            {item.recipes.map((recipe) => (
              <li key={recipe.id}>
                <Link
                  to={`/recipe/${recipe.id}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-1 text-primary text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-solid"
                >
                  <BookOpen className="size-3.5 shrink-0" aria-hidden="true" />
                  {recipe.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        isLoading={isDeleting}
        onClick={() => onDelete(item)}
        aria-label={`Delete ${item.name}`}
        className="shrink-0 text-muted hover:text-destructive"
      >
        {!isDeleting && <Trash2 className="size-5" aria-hidden="true" />}
      </Button>
    </li>
  );
});
