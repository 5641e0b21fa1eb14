import { cn } from '@app/ui';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RecipeCard_RecipeFragment } from '../../__generated__/graphql.ts';
import { RecipeCard, type RecipeCardVariant } from '../../components/recipe-card.tsx';
import { RecipeCardSkeleton } from '../../components/recipe-card-skeleton.tsx';

interface RecipeCollectionProps {
  /** How many recipes the list holds, whether loaded yet or not. */
  count: number;
  /** The recipe at a position; undefined while it loads (a placeholder card stands in). */
  recipeAt: (index: number) => RecipeCard_RecipeFragment | undefined;
  /** Told which positions [start, end) are on screen or about to be, so they can load. */
  onRangeChange?: (start: number, end: number) => void;
  variant: RecipeCardVariant;
  hrefOf: (recipe: RecipeCard_RecipeFragment) => string;
  /** The list's accessible name, e.g. "Recipes" or "Easy favorites". */
  label: string;
}

/** Columns per width: picture cards two abreast on a phone, four on a desktop. */
export function columnsFor(variant: RecipeCardVariant, width: number): number {
  if (variant === 'row') return width >= 900 ? 2 : 1;
  if (width >= 900) return 4;
  if (width >= 600) return 3;
  return 2;
}

const rowGap = 16;
/** Positions past the last one on screen that are loaded ahead of the scroll. */
const lookahead = 30;

/** For a list already in hand: every position is loaded. */
export function arrayProps(recipes: readonly RecipeCard_RecipeFragment[]) {
  return { count: recipes.length, recipeAt: (index: number) => recipes[index] };
}

/**
 * A list of recipe cards that stays fast with thousands of recipes: only the rows near the
 * viewport are in the DOM (windowing against the page's own scroll). It is still one list for
 * assistive tech: every card is a listitem that knows its position and the list's size.
 */
export function RecipeCollection({
  count,
  recipeAt,
  onRangeChange,
  variant,
  hrefOf,
  label,
}: RecipeCollectionProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);

  // Where the list starts on the page and how wide it is; both move when content above changes
  // (chips appear, a section above grows), so follow the page's size, not only the window's.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      setWidth(list.clientWidth);
      setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(variant, width || 390);
  const rowCount = Math.ceil(count / columns);

  const estimateSize = useCallback(() => {
    if (variant === 'row') return 88 + rowGap;
    const columnWidth = (width || 390) / columns;
    return Math.round(columnWidth * 0.75 + 118 + rowGap);
  }, [variant, width, columns]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize,
    overscan: 3,
    scrollMargin,
    // The row holding keyboard focus stays rendered, so scrolling away never drops focus.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        if (focusedRow === null || focusedRow >= range.count || indexes.includes(focusedRow)) {
          return indexes;
        }
        return [...indexes, focusedRow].sort((a, b) => a - b);
      },
      [focusedRow],
    ),
  });

  // Ask for what is on screen and half a page beyond, so scrolling rarely meets a placeholder.
  // The rows in view, not the rendered ones: a focused row far away is kept rendered too.
  const virtualItems = virtualizer.getVirtualItems();
  const firstRow = virtualizer.range?.startIndex ?? 0;
  const lastRow = virtualizer.range?.endIndex ?? 0;
  useEffect(() => {
    onRangeChange?.(firstRow * columns, (lastRow + 1) * columns + lookahead);
  }, [onRangeChange, firstRow, lastRow, columns]);

  return (
    // Windowed rows sit between the list and its items, so ul/li cannot be used: the roles
    // say the same to assistive tech.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
        if (row?.dataset.index) setFocusedRow(Number(row.dataset.index));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRow(null);
      }}
    >
      {virtualItems.map((item) => {
        const first = item.index * columns;
        const positions = Array.from(
          { length: Math.min(columns, count - first) },
          (_, column) => first + column,
        );
        return (
          <div
            key={item.key}
            role="none"
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 grid w-full gap-3 sm:gap-4"
            style={{
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              paddingBottom: rowGap,
            }}
          >
            {positions.map((position) => {
              const recipe = recipeAt(position);
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listitem inside a windowed row.
                <div
                  key={recipe ? recipe.id : `pending-${position}`}
                  role="listitem"
                  aria-setsize={count}
                  aria-posinset={position + 1}
                  aria-busy={recipe ? undefined : true}
                  className={cn(variant === 'grid' && 'h-full')}
                >
                  {recipe ? (
                    <RecipeCard
                      recipe={recipe}
                      href={hrefOf(recipe)}
                      variant={variant}
                      isPriority={item.index === 0}
                    />
                  ) : (
                    <RecipeCardSkeleton variant={variant} className="h-full" />
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
