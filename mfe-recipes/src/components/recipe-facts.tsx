import { cn } from '@app/ui';
import { Clock, Flame, Gauge, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Difficulty } from '../__generated__/graphql.ts';
import { difficultyLabels } from './difficulty.ts';

interface RecipeFactsProps {
  prepTime: number;
  cookTime?: number | null;
  totalTime?: number | null;
  servings: number;
  difficulty?: Difficulty;
  className?: string;
}

/**
 * Prep time in minutes, cook time, total time, servings and difficulty; unknown (0) values are
 * left out, and the total when it says no more than prep and cook together (many recipes give
 * only a total: "Gesamtzeit: 35 Min.").
 */
export function RecipeFacts({
  prepTime,
  cookTime,
  totalTime,
  servings,
  difficulty,
  className,
}: RecipeFactsProps) {
  return (
    <dl className={cn('flex flex-wrap gap-2', className)}>
      {prepTime > 0 && (
        <Fact icon={<Clock />} label="Prep time">
          {prepTime} min
        </Fact>
      )}
      {cookTime != null && cookTime > 0 && (
        <Fact icon={<Flame />} label="Cook time">
          {cookTime} min
        </Fact>
      )}
      {totalTime != null && totalTime > prepTime + (cookTime ?? 0) && (
        <Fact icon={<Timer />} label="Total time">
          {totalTime} min
        </Fact>
      )}
      {servings > 0 && (
        <Fact icon={<Users />} label="Servings">
          {servings}
        </Fact>
      )}
      {difficulty && (
        <Fact icon={<Gauge />} label="Difficulty">
          {difficultyLabels[difficulty]}
        </Fact>
      )}
    </dl>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 rounded-full bg-sunken py-1.5 pr-3.5 pl-3 text-sm">
      <span aria-hidden="true" className="text-primary [&_svg]:size-4">
        {icon}
      </span>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}
