import type { ReactNode, Ref } from 'react';
import type { Difficulty } from '../__generated__/graphql.ts';
import { RecipeFacts } from './recipe-facts.tsx';

interface RecipeHeaderProps {
  recipe: {
    name: string;
    description?: string | null;
    prepTime: number;
    cookTime?: number | null;
    totalTime?: number | null;
    servings: number;
    difficulty: Difficulty;
  };
  /** The picture, with whatever floats over it. */
  media: ReactNode;
  /** A short line above the name, e.g. "Shared recipe". */
  eyebrow?: string;
  /** Lets the page move focus to the name (after leaving edit mode). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The page's own actions and tags, under the facts. */
  children: ReactNode;
}

/** The top of a recipe page: picture beside the name, description, facts and actions. */
export function RecipeHeader({ recipe, media, eyebrow, titleRef, children }: RecipeHeaderProps) {
  return (
    <header className="grid gap-5 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:gap-8">
      {media}
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          {eyebrow && (
            <p className="mb-1 font-medium text-primary text-sm uppercase tracking-wide">
              {eyebrow}
            </p>
          )}
          <h1
            ref={titleRef}
            tabIndex={titleRef ? -1 : undefined}
            className="font-display font-semibold text-3xl text-ink leading-tight [overflow-wrap:anywhere] focus:outline-none sm:text-4xl"
          >
            {recipe.name}
          </h1>
          {recipe.description && (
            <p className="mt-2 text-muted leading-relaxed">{recipe.description}</p>
          )}
        </div>
        <RecipeFacts
          prepTime={recipe.prepTime}
          cookTime={recipe.cookTime}
          totalTime={recipe.totalTime}
          servings={recipe.servings}
          difficulty={recipe.difficulty}
        />
        {children}
      </div>
    </header>
  );
}
