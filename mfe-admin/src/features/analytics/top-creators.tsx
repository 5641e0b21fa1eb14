import { EmptyState, Skeleton } from '@app/ui';
import { ChefHat } from 'lucide-react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useTopCreators } from './use-top-creators.ts';

/** Top recipe creators with their counts, as a ranked bar list. */
export function TopCreators() {
  const { creators, error, retry } = useTopCreators();
  if (!creators && error) {
    return <LoadFailed title="The analytics could not be loaded" onRetry={retry} />;
  }
  const most = Math.max(1, ...(creators ?? []).map((creator) => creator.recipeCount));
  return (
    <section
      aria-labelledby="top-creators-heading"
      className="rounded-card border border-line bg-raised p-4 shadow-card sm:p-5"
    >
      <h2 id="top-creators-heading" className="font-display font-semibold text-ink text-lg">
        Top Recipe Creators
      </h2>
      <p className="mt-0.5 text-muted text-sm">
        The cooks with the most recipes in their collection.
      </p>
      {!creators ? (
        <div role="status" className="mt-4 flex flex-col gap-4">
          <p className="sr-only">Loading the top recipe creators…</p>
          {Array.from({ length: 3 }, (_, row) => (
            <div key={row} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-2 w-full rounded-full" />
            </div>
          ))}
        </div>
      ) : creators.length === 0 ? (
        <EmptyState icon={<ChefHat />} title="No recipes yet" className="mt-4">
          Cooks appear here once they save their first recipe.
        </EmptyState>
      ) : (
        <ol className="mt-4 flex flex-col gap-4">
          {creators.map((creator, index) => (
            <li key={creator.email} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sunken font-semibold text-ink text-sm tabular-nums"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 truncate font-medium text-ink">
                    {creator.firstName || creator.email}
                    {creator.firstName && (
                      <span className="ml-2 font-normal text-muted text-sm">{creator.email}</span>
                    )}
                  </p>
                  <p className="shrink-0 text-ink text-sm tabular-nums">
                    <span className="font-semibold">{creator.recipeCount}</span>{' '}
                    {creator.recipeCount === 1 ? 'recipe' : 'recipes'}
                  </p>
                </div>
                <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-sunken">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${(creator.recipeCount / most) * 100}%` }}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
