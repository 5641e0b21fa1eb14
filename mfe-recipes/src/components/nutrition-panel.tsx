import { cn } from '@app/ui';
import { ChevronRight } from 'lucide-react';
import { graphql } from '../__generated__/gql.ts';
import type {
  NutritionPanel_LinesFragment,
  NutritionPanel_NutritionFragment,
} from '../__generated__/graphql.ts';

export const NutritionPanelNutrition = graphql(`
  fragment NutritionPanel_nutrition on Nutrition {
    protein
    fat
    carbs
    calories
  }
`);

export const NutritionPanelLines = graphql(`
  fragment NutritionPanel_lines on NutritionLine {
    line
    status
    food
    grams
  }
`);

interface NutritionPanelProps {
  nutrition: NutritionPanel_NutritionFragment | null | undefined;
  /** How each ingredient counted; shown in a "How this was calculated" disclosure. */
  lines?: readonly NutritionPanel_LinesFragment[];
  servings: number;
  className?: string;
}

/** Grams to one decimal under 10 g (4.5 g of fat matters), whole grams above. */
export function formatGrams(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} g`;
}

/** Spec §2: protein g, fat g, carbs g and calories, per serving. */
export function NutritionPanel({ nutrition, lines, servings, className }: NutritionPanelProps) {
  const basis = lines && lines.length > 0 ? nutritionBasis(lines) : null;
  return (
    <section
      aria-labelledby="nutrition-heading"
      className={cn('rounded-card border border-line bg-raised p-5 shadow-card', className)}
    >
      <h2 id="nutrition-heading" className="font-display font-semibold text-ink text-lg">
        Nutrition per serving
      </h2>
      {nutrition ? (
        <dl className="mt-4 grid grid-cols-2 gap-2">
          <Figure label="Calories" value={`${Math.round(nutrition.calories)}`} unit="kcal" />
          <Figure label="Protein" value={formatGrams(nutrition.protein)} />
          <Figure label="Carbs" value={formatGrams(nutrition.carbs)} />
          <Figure label="Fat" value={formatGrams(nutrition.fat)} />
        </dl>
      ) : basis && basis.counted > 0 && basis.counted < basis.countable * minimumShare ? (
        <p className="mt-2 text-muted text-sm leading-relaxed">
          Not shown: only {basis.counted} of {basis.countable} ingredients could be counted, too few
          for a figure you could trust.
        </p>
      ) : (
        <p className="mt-2 text-muted text-sm leading-relaxed">
          Not calculated for this recipe. Nutrition is estimated when a recipe is added from text, a
          web page or a photo.
        </p>
      )}
      {basis &&
        (nutrition || (basis.counted > 0 && basis.counted < basis.countable * minimumShare)) && (
          <p className="mt-3 text-muted text-sm leading-relaxed">{basisText(basis)}</p>
        )}
      {nutrition && lines && lines.length > 0 && <Calculation lines={lines} servings={servings} />}
    </section>
  );
}

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="flex flex-col-reverse rounded-control bg-sunken px-3 py-2.5">
      <dt className="text-muted text-xs uppercase tracking-wide">{label}</dt>
      <dd className="font-semibold text-ink text-xl tabular-nums">
        {value}
        {unit && <span className="ml-1 font-normal text-muted text-sm">{unit}</span>}
      </dd>
    </div>
  );
}

/**
 * Below this share of its ingredients counted, the server gives a recipe no figure (the api's
 * minimumNutritionCoverage); a recipe above it without one was never calculated.
 */
const minimumShare = 0.7;

/** What the figures rest on: lines counted of the lines meant to count (not "to taste"). */
export function nutritionBasis(lines: readonly NutritionPanel_LinesFragment[]) {
  const countable = lines.filter((line) => line.status !== 'TO_TASTE');
  const notCounted = countable.filter((line) => line.status !== 'MATCHED').map((line) => line.line);
  return { counted: countable.length - notCounted.length, countable: countable.length, notCounted };
}

/** "From 11 of 12 ingredients; not counted: 1 sprig thyme", so the cook can fix a line. */
export function basisText(basis: ReturnType<typeof nutritionBasis>): string {
  const from = `From ${basis.counted} of ${basis.countable} ingredients`;
  return basis.notCounted.length > 0
    ? `${from}; not counted: ${basis.notCounted.join(', ')}`
    : `${from}.`;
}

/** What a cook reads for each line (the server's own detail field is a technical trace). */
export function lineNote(line: NutritionPanel_LinesFragment): string {
  switch (line.status) {
    case 'MATCHED':
      return [line.food, line.grams != null ? `${Math.round(line.grams)} g` : null]
        .filter(Boolean)
        .join(' · ');
    case 'TO_TASTE':
      return 'To taste, not counted';
    case 'NO_QUANTITY':
      return 'No amount given, not counted';
    default:
      return line.food
        ? `${line.food}: this amount could not be weighed, not counted`
        : 'Not found in the food data, not counted';
  }
}

function Calculation({
  lines,
  servings,
}: {
  lines: readonly NutritionPanel_LinesFragment[];
  servings: number;
}) {
  // The same count as the summary above ("From 11 of 11 ingredients"): lines to taste are
  // named apart, not as lines that failed to count.
  const { counted, countable } = nutritionBasis(lines);
  const toTaste = lines.length - countable;
  return (
    <details className="group mt-4 border-line border-t pt-3">
      <summary className="-mx-2 flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-control px-2 font-medium text-primary text-sm hover:bg-sunken focus-visible:outline-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          aria-hidden="true"
        />
        How this was calculated
      </summary>
      <p className="mt-2 text-muted text-sm leading-relaxed">
        Estimated from USDA food data: {counted} of {countable} ingredients counted
        {toTaste > 0 ? ` (and ${toTaste} to taste)` : ''}
        {servings > 0 ? `, divided by ${servings} ${servings === 1 ? 'serving' : 'servings'}` : ''}.
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {lines.map((line, index) => (
          <li
            // Lines can repeat ("1 egg" twice); the list is read-only and ordered.
            key={index}
            className="flex flex-col gap-0.5 border-line border-b pb-2 last:border-b-0"
          >
            <span className="text-ink">{line.line}</span>
            <span className={cn('text-xs', line.status === 'MATCHED' ? 'text-herb' : 'text-muted')}>
              {lineNote(line)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
