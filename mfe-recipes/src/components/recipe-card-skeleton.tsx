import { cn, Skeleton } from '@app/ui';
import type { RecipeCardVariant } from './recipe-card.tsx';

/** A loading stand-in shaped like a RecipeCard of the same variant. */
export function RecipeCardSkeleton({
  variant = 'grid',
  className,
}: {
  variant?: RecipeCardVariant;
  className?: string;
}) {
  if (variant === 'row') {
    return (
      <div
        data-testid="recipe-card-skeleton"
        className={cn(
          'flex min-h-22 items-center gap-3 rounded-card border border-line bg-raised p-2 pr-3',
          className,
        )}
      >
        <Skeleton className="size-18 shrink-0" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-3 w-2/5" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
    );
  }
  return (
    <div
      data-testid="recipe-card-skeleton"
      className={cn('overflow-hidden rounded-card border border-line bg-raised', className)}
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
