import { startTransition, useEffect, useState } from 'react';
import type { CategoryGroup } from './categories.ts';

/** Rows a slow phone styles and lays out in a few milliseconds. */
const rowsPerStep = 60;

/**
 * The aisles to render now. A short list renders whole. A long one, the first time, fills in an
 * aisle or two at a time, each step a transition once the last one committed: the browser styles
 * and lays out each step in its own frame, where all the rows at once would take one long task.
 * A few frames later every row is in the page (for find, the keyboard and screen readers), and
 * from then on the list renders whole.
 */
export function useProgressiveGroups<Item>(groups: CategoryGroup<Item>[]): CategoryGroup<Item>[] {
  const [rowLimit, setRowLimit] = useState(rowsPerStep);
  let count = 0;
  let rows = 0;
  for (const group of groups) {
    rows += group.items.length;
    if (count > 0 && rows > rowLimit) break;
    count += 1;
  }
  const isWhole = count === groups.length;
  useEffect(() => {
    if (groups.length === 0 || rowLimit === Number.POSITIVE_INFINITY) return;
    startTransition(() =>
      setRowLimit((limit) => (isWhole ? Number.POSITIVE_INFINITY : limit + rowsPerStep)),
    );
  }, [groups.length, isWhole, rowLimit]);
  return isWhole ? groups : groups.slice(0, count);
}
