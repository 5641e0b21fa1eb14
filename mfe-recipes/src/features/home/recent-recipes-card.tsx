import { useQuery } from '@apollo/client/react';
import { Alert, Button, EmptyState } from '@app/ui';
import { ChefHat, ChevronRight, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { RecipeCard } from '../../components/recipe-card.tsx';
import { RecipeCardSkeleton } from '../../components/recipe-card-skeleton.tsx';

/** Spec §9: the home page shows the 3 newest recipes. */
export const recentRecipeCount = 3;

export const RecentRecipesCardQuery = graphql(`
  query RecentRecipesCardQuery($limit: Int!) {
    recentRecipes(limit: $limit) {
      ...RecipeCard_recipe
    }
  }
`);

export function RecentRecipesCard() {
  const { data, error, refetch } = useQuery(RecentRecipesCardQuery, {
    variables: { limit: recentRecipeCount },
  });
  const recipes = data?.recentRecipes;
  const hasRecipes = recipes !== undefined && recipes.length > 0;

  return (
    <section
      aria-labelledby="recent-recipes-heading"
      className="rounded-card border border-line bg-raised p-4 shadow-card sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="recent-recipes-heading"
          className="font-display font-semibold text-ink text-xl leading-snug"
        >
          Recent Recipes
        </h2>
        {hasRecipes && (
          <Button asChild variant="ghost" size="sm" className="-mr-2 text-primary">
            <Link to="/recipes">
              View All
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
      <div className="mt-4">
        {error && !recipes ? (
          <Alert
            variant="destructive"
            title="Your recipes could not be loaded"
            className="flex-wrap"
          >
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !recipes ? (
          <ul aria-busy="true" aria-label="Loading recent recipes" className="flex flex-col gap-3">
            {Array.from({ length: recentRecipeCount }, (_, index) => (
              <li key={index}>
                <RecipeCardSkeleton variant="row" />
              </li>
            ))}
          </ul>
        ) : hasRecipes ? (
          <ul className="flex flex-col gap-3">
            {recipes.map((recipe, index) => (
              <li key={recipe.id}>
                {/* Opened from home: no origin query, the detail page links back to My Recipes. */}
                <RecipeCard
                  recipe={recipe}
                  href={`/recipe/${recipe.id}`}
                  variant="row"
                  isPriority={index === 0}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<ChefHat />}
            title="Ready to Start Cooking?"
            action={
              <Button asChild>
                <Link to="/add-recipe">
                  <Plus className="size-5" aria-hidden="true" />
                  Add Recipe
                </Link>
              </Button>
            }
          >
            Add your first recipe from a website, a photo or your own notes, and it will show up
            here.
          </EmptyState>
        )}
      </div>
    </section>
  );
}
