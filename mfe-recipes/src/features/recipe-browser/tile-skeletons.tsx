import { Skeleton } from '@app/ui';
import { RecipeCardSkeleton } from '../../components/recipe-card-skeleton.tsx';

/** Spec §9: 6 placeholders for a grid, 5 for a list. */
export const gridSkeletonCount = 6;
export const listSkeletonCount = 5;

/** The tile grids' layouts, shared with their placeholders so nothing moves when data arrives. */
export const courseGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4';
export const tagGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';
const gridClasses = {
  course: courseGridClass,
  tag: tagGridClass,
  // Recipe cards size their columns in code (columnsFor); this follows the same steps.
  recipe: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4',
};

export function GridSkeleton({ shape }: { shape: keyof typeof gridClasses }) {
  return (
    <div aria-busy="true" className={gridClasses[shape]}>
      <span className="sr-only">Loading…</span>
      {Array.from({ length: gridSkeletonCount }, (_, index) =>
        shape === 'recipe' ? (
          <RecipeCardSkeleton key={index} />
        ) : shape === 'course' ? (
          <div
            key={index}
            data-testid="tile-skeleton"
            className="overflow-hidden rounded-card border border-line bg-raised"
          >
            <Skeleton className="aspect-[16/10] w-full rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ) : (
          <Skeleton key={index} data-testid="tile-skeleton" className="h-14 rounded-card" />
        ),
      )}
    </div>
  );
}

export function ListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: listSkeletonCount }, (_, index) => (
        <RecipeCardSkeleton key={index} variant="row" />
      ))}
    </div>
  );
}
