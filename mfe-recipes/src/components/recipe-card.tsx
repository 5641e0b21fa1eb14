import { Badge, type BadgeVariant, cn } from '@app/ui';
import { Clock, Heart, Users } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../__generated__/gql.ts';
import type { Difficulty, RecipeCard_RecipeFragment } from '../__generated__/graphql.ts';
import { difficultyLabels } from './difficulty.ts';
import { RecipeImage } from './recipe-image.tsx';

// Only what a card shows: lists of thousands of recipes never carry ingredients or steps.
export const RecipeCardFragment = graphql(`
  fragment RecipeCard_recipe on Recipe {
    id
    name
    imageUrl
    prepTime
    servings
    difficulty
    tags
    isFavorite
  }
`);

export type RecipeCardVariant = 'grid' | 'row';

interface RecipeCardProps {
  recipe: RecipeCard_RecipeFragment;
  /** Where the card leads: `/recipe/{id}`, with the origin query when opened from a list. */
  href: string;
  /** `grid`: a picture card for browse grids; `row`: a compact line for lists. */
  variant?: RecipeCardVariant;
  /** Cards above the fold load their picture first. */
  isPriority?: boolean;
  className?: string;
}

const difficultyVariants: Record<Difficulty, BadgeVariant> = {
  EASY: 'herb',
  MEDIUM: 'brand',
  HARD: 'neutral',
};

/**
 * One recipe in a list or grid. The whole card is clickable through a stretched link on the
 * name, so the link's accessible name is the recipe's name, not every word on the card.
 */
export function RecipeCard({
  recipe,
  href,
  variant = 'grid',
  isPriority = false,
  className,
}: RecipeCardProps) {
  const isRow = variant === 'row';
  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-card border border-line bg-raised shadow-card transition-shadow',
        'focus-within:shadow-pop hover:shadow-pop',
        isRow ? 'min-h-22 items-center gap-3 p-2 pr-3' : 'h-full flex-col',
        className,
      )}
    >
      <div
        className={cn(
          'relative shrink-0',
          isRow ? 'size-18 overflow-hidden rounded-control' : 'aspect-[3/2] w-full',
        )}
      >
        <RecipeImage
          src={recipe.imageUrl}
          alt=""
          isPriority={isPriority}
          // Generated pictures (3:2) put the dish on the left and the title from 61% of the width
          // on; a square from the left edge, enlarged a little, shows the whole dish and no text.
          className={cn('size-full', isRow && 'origin-left scale-[1.12] object-left')}
        />
        {!isRow && (
          <DifficultyBadge
            difficulty={recipe.difficulty}
            aria-hidden="true"
            className="absolute top-2 left-2 shadow-sm"
          />
        )}
        {recipe.isFavorite && !isRow && (
          <span className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-raised/90 text-primary shadow-sm">
            <Heart className="size-4 fill-current" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col', isRow ? 'gap-1 py-1' : 'gap-2 p-3')}>
        <h3
          className={cn(
            'font-display font-semibold text-ink leading-snug',
            isRow ? 'line-clamp-1 text-base' : 'line-clamp-2 text-base sm:text-lg',
          )}
        >
          <Link
            to={href}
            className={cn(
              'after:absolute after:inset-0 after:rounded-card after:content-[""] group-hover:text-primary',
              // The ring goes on the stretched area, inside the card (which clips its overflow).
              'focus-visible:outline-hidden focus-visible:after:outline-3 focus-visible:after:outline-focus focus-visible:after:outline-solid focus-visible:after:-outline-offset-3',
            )}
          >
            {recipe.name}
          </Link>
          {recipe.isFavorite && <span className="sr-only">, favorite</span>}
        </h3>
        <RecipeMeta recipe={recipe} isRow={isRow} />
        <RecipeTags tags={recipe.tags} limit={isRow ? 3 : 2} />
      </div>
      {recipe.isFavorite && isRow && (
        <Heart className="size-4 shrink-0 fill-current text-primary" aria-hidden="true" />
      )}
    </article>
  );
}

function RecipeMeta({ recipe, isRow }: { recipe: RecipeCard_RecipeFragment; isRow: boolean }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2.5 gap-y-1 text-muted text-sm',
        !isRow && 'mt-auto',
      )}
    >
      {recipe.prepTime > 0 && (
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {recipe.prepTime} min
        </span>
      )}
      {recipe.servings > 0 && (
        <span className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          <span>
            {recipe.servings}
            <span className="max-sm:sr-only">
              {' '}
              {recipe.servings === 1 ? 'serving' : 'servings'}
            </span>
          </span>
        </span>
      )}
      {isRow ? (
        <DifficultyBadge difficulty={recipe.difficulty} />
      ) : (
        <span className="sr-only">{difficultyLabels[recipe.difficulty]}</span>
      )}
    </p>
  );
}

function DifficultyBadge({
  difficulty,
  ...props
}: { difficulty: Difficulty } & ComponentProps<typeof Badge>) {
  return (
    <Badge variant={difficultyVariants[difficulty]} {...props}>
      {difficultyLabels[difficulty]}
    </Badge>
  );
}

function RecipeTags({ tags, limit }: { tags: readonly string[]; limit: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, limit);
  const more = tags.length - shown.length;
  return (
    <p className="truncate text-muted text-xs">
      {shown.map((tag) => `#${tag}`).join('  ')}
      {more > 0 && <span className="sr-only">, and {more} more tags</span>}
      {more > 0 && <span aria-hidden="true"> +{more}</span>}
    </p>
  );
}
