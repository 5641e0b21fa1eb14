import { cn } from '@app/ui';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { scaleIngredient } from './scale-quantity.ts';

interface IngredientListProps {
  ingredients: readonly string[];
  /** Multiplies each line's leading amount (the servings scaler); 1 shows them as written. */
  factor?: number;
}

/** The ingredients, each tickable while cooking (kept only while the page is open). */
export function IngredientList({ ingredients, factor = 1 }: IngredientListProps) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  if (ingredients.length === 0) {
    return <p className="py-4 text-muted text-sm">No ingredients are listed for this recipe.</p>;
  }
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <ul className="flex flex-col">
      {ingredients.map((line, index) => {
        const isChecked = checked.has(index);
        return (
          <li key={index} className="border-line border-b last:border-b-0">
            <label className="flex min-h-12 cursor-pointer items-start gap-3 py-3">
              <input
                type="checkbox"
                checked={isChecked}
                onChange={() => toggle(index)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2 transition-colors',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2',
                  isChecked ? 'border-herb bg-herb text-surface' : 'border-line bg-raised',
                )}
              >
                {isChecked && <Check className="size-3.5" strokeWidth={3} />}
              </span>
              <span
                className={cn(
                  'leading-relaxed',
                  isChecked ? 'text-muted line-through decoration-muted' : 'text-ink',
                )}
              >
                {scaleIngredient(line, factor)}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
