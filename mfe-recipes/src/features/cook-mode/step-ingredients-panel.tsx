import { cn } from '@app/ui';
import { ChevronDown } from 'lucide-react';

interface StepIngredientsPanelProps {
  ingredients: readonly string[];
  /** Indices of the lines this step uses. */
  used: readonly number[];
}

/** The ingredients this step uses, then the whole list with those lines highlighted. */
export function StepIngredientsPanel({ ingredients, used }: StepIngredientsPanelProps) {
  if (ingredients.length === 0) return null;
  const isUsed = new Set(used);
  return (
    <section aria-labelledby="cook-step-ingredients" className="flex flex-col gap-3">
      <h2 id="cook-step-ingredients" className="font-semibold text-ink text-lg">
        For this step
      </h2>
      {used.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {used.map((index) => (
            <li
              key={index}
              className="rounded-control border-primary border-l-4 bg-primary-soft px-3 py-2 text-ink text-lg"
            >
              {ingredients[index]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No ingredients from the list are named in this step.</p>
      )}
      <details className="group rounded-card border border-line bg-raised">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-medium text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid [&::-webkit-details-marker]:hidden">
          All ingredients ({ingredients.length})
          <ChevronDown
            className="size-5 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
            aria-hidden="true"
          />
        </summary>
        <ul className="flex flex-col px-4 pb-3">
          {ingredients.map((line, index) => (
            <li
              key={index}
              className={cn(
                'border-line border-b py-2 last:border-b-0',
                isUsed.has(index) ? 'font-semibold text-ink' : 'text-muted',
              )}
            >
              {isUsed.has(index) && <span className="sr-only">Used in this step: </span>}
              {line}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
