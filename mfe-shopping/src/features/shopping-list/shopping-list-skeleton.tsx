import { Skeleton } from '@app/ui';

/** The list's shape while it loads: two aisles of rows. */
export function ShoppingListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">Loading your shopping list…</p>
      {[3, 2].map((rows, section) => (
        <div
          key={section}
          data-testid="shopping-section-skeleton"
          className="overflow-hidden rounded-card border border-line bg-raised"
        >
          <div className="flex items-center justify-between border-line border-b px-4 py-3">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-5 w-8 rounded-full" />
          </div>
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="flex items-center gap-3 px-4 py-3">
              <Skeleton className="size-6" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="size-6" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
