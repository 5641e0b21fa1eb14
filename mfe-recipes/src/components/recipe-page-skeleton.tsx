import { Skeleton } from '@app/ui';

/** A recipe page's shape while the recipe loads: picture, name, facts, actions, content. */
export function RecipePageSkeleton() {
  return (
    <div aria-busy="true" className="mt-2">
      <span className="sr-only" role="status">
        Loading recipe…
      </span>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <Skeleton className="aspect-[3/2] w-full rounded-card" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <div className="flex gap-2">
            <Skeleton className="h-8 w-28 rounded-full" />
            <Skeleton className="h-8 w-24 rounded-full" />
            <Skeleton className="h-8 w-28 rounded-full" />
          </div>
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <Skeleton className="h-56 w-full rounded-card lg:col-start-2 lg:row-start-1" />
        <div className="flex flex-col gap-3 rounded-card border border-line bg-raised p-5 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-10 w-64 max-w-full" />
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-6 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
