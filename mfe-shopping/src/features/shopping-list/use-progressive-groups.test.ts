import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShoppingCategory } from '../../__generated__/graphql.ts';
import { type CategoryGroup, categoryLabel, categoryOrder } from './categories.ts';
import { useProgressiveGroups } from './use-progressive-groups.ts';

const aisle = (category: ShoppingCategory, size: number): CategoryGroup<number> => ({
  category,
  label: categoryLabel(category),
  items: Array.from({ length: size }, (_, index) => index),
});

describe('useProgressiveGroups', () => {
  it('renders a short list whole at once', () => {
    const groups = [aisle('PRODUCE', 20), aisle('DAIRY', 30)];
    const { result } = renderHook(() => useProgressiveGroups(groups));
    expect(result.current).toBe(groups);
  });

  it('fills in a long list an aisle at a time, and renders it whole from then on', async () => {
    const groups = categoryOrder.map((category) => aisle(category, 43));
    const shownCounts: number[] = [];
    const { result, rerender } = renderHook(
      ({ list }) => {
        const shown = useProgressiveGroups(list);
        shownCounts.push(shown.length);
        return shown;
      },
      { initialProps: { list: groups } },
    );
    await waitFor(() => expect(result.current).toBe(groups));
    expect(shownCounts[0]).toBe(1);
    // Never more than two aisles (86 rows) added in one render.
    const steps = shownCounts.slice(1).map((count, index) => count - (shownCounts[index] ?? 0));
    expect(Math.max(...steps)).toBeLessThanOrEqual(2);

    // Another device added many items: the list is no longer filled in step by step.
    const grown = [...groups.slice(0, 6), aisle('OTHER', 300)];
    rerender({ list: grown });
    expect(result.current).toBe(grown);
  });
});
