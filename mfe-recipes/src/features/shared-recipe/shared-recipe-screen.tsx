import { useQuery } from '@apollo/client/react';
import { buttonClassName } from '@app/ui';
import { SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import type { SharedRecipeScreenQueryQuery } from '../../__generated__/graphql.ts';
import { recipeTitle, useDocumentTitle } from '../../components/document-title.ts';
import { RecipeBody } from '../../components/recipe-body.tsx';
import { RecipeHeader } from '../../components/recipe-header.tsx';
import { recipeIdOf } from '../../components/recipe-id.ts';
import { RecipeImage } from '../../components/recipe-image.tsx';
import { RecipeLoadError } from '../../components/recipe-load-error.tsx';
import { RecipePageSkeleton } from '../../components/recipe-page-skeleton.tsx';
import { RecipeTags } from '../../components/recipe-tags.tsx';
import { sharedRecipePath } from '../../components/shared-recipe-path.ts';
import { StatusPanel } from '../../components/status-panel.tsx';
import { useRemote } from '../../remote-context.ts';
import { JoinBanner } from './join-banner.tsx';
import { PublicTopBar } from './public-top-bar.tsx';
import { SaveSharedRecipe } from './save-shared-recipe.tsx';

export const SharedRecipeScreenQuery = graphql(`
  query SharedRecipeScreenQuery($id: Int!) {
    sharedRecipe(id: $id) {
      id
      name
      description
      imageUrl
      prepTime
      cookTime
      totalTime
      servings
      difficulty
      ingredients
      instructions
      tags
      savedRecipeId
      nutrition {
        ...NutritionPanel_nutrition
      }
    }
  }
`);

type SharedRecipe = NonNullable<SharedRecipeScreenQueryQuery['sharedRecipe']>;

/** `/shared/recipe/{id}`: a shared recipe for anyone with the link (spec §2). */
export default function SharedRecipeScreen() {
  const params = useParams();
  const id = recipeIdOf(params.id);
  // Signing up from here comes back to this recipe (the sign-in page honours `next`).
  const loginHref = id
    ? `/api/login?next=${encodeURIComponent(sharedRecipePath(id))}`
    : '/api/login';
  const { viewer } = useRemote();
  const { data, error, refetch } = useQuery(SharedRecipeScreenQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  // Spec §7: the shared recipe is retried once (a link opened on a flaky phone connection).
  const hasRetried = useRef(false);
  useEffect(() => {
    if (!error || data || hasRetried.current) return;
    hasRetried.current = true;
    void refetch().catch(() => {});
  }, [error, data, refetch]);

  const recipe = data?.sharedRecipe;
  const isNotFound = id === null || data?.sharedRecipe === null;
  useDocumentTitle(recipe ? recipeTitle(recipe.name) : isNotFound ? 'Recipe Not Found' : null);

  let content: ReactNode;
  if (isNotFound) content = <SharedRecipeNotFound isSignedIn={viewer !== null} />;
  else if (recipe) content = <SharedRecipeView recipe={recipe} isSignedIn={viewer !== null} />;
  else if (error && hasRetried.current) {
    content = <RecipeLoadError onRetry={() => void refetch().catch(() => {})} />;
  } else content = <RecipePageSkeleton />;

  return (
    <div className="min-h-screen bg-surface text-ink">
      <PublicTopBar loginHref={loginHref} />
      <main className="mx-auto max-w-5xl px-4 pt-4 pb-12 sm:pt-6">
        {!viewer && !isNotFound && <JoinBanner className="mb-6" loginHref={loginHref} />}
        {content}
      </main>
    </div>
  );
}

function SharedRecipeView({ recipe, isSignedIn }: { recipe: SharedRecipe; isSignedIn: boolean }) {
  return (
    <article>
      <RecipeHeader
        recipe={recipe}
        eyebrow="Shared recipe"
        media={
          <RecipeImage
            src={recipe.imageUrl}
            alt={recipe.name}
            isPriority
            className="aspect-[3/2] w-full rounded-card shadow-card"
          />
        }
      >
        {isSignedIn && (
          <SaveSharedRecipe
            sharedRecipeId={recipe.id}
            savedRecipeId={recipe.savedRecipeId ?? null}
          />
        )}
        <RecipeTags tags={recipe.tags} isLinked={isSignedIn} />
      </RecipeHeader>
      <RecipeBody recipe={recipe} />
    </article>
  );
}

function SharedRecipeNotFound({ isSignedIn }: { isSignedIn: boolean }) {
  const { marketingUrl } = useRemote();
  return (
    <StatusPanel
      className="mx-auto mt-6 max-w-xl"
      icon={<SearchX />}
      title="Recipe Not Found"
      actions={
        isSignedIn ? (
          <Link to="/recipes" className={buttonClassName()}>
            Go to My Recipes
          </Link>
        ) : (
          <>
            <a href="/api/login" className={buttonClassName()}>
              Get App
            </a>
            <a href={marketingUrl} className={buttonClassName({ variant: 'secondary' })}>
              About Mise
            </a>
          </>
        )
      }
    >
      This recipe is no longer shared, or the link is incomplete. Ask the person who sent it for a
      new link.
    </StatusPanel>
  );
}
