import { useQuery } from '@apollo/client/react';
import { Button } from '@app/ui';
import { SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { recipeTitle, useDocumentTitle } from '../../components/document-title.ts';
import { recipeIdOf } from '../../components/recipe-id.ts';
import { RecipeLoadError } from '../../components/recipe-load-error.tsx';
import { RecipePageSkeleton } from '../../components/recipe-page-skeleton.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';
import { type BackLink, backLinkFor } from './back-link.ts';
import { RecipeBreadcrumb } from './recipe-breadcrumb.tsx';
import { RecipeEditor } from './recipe-editor.tsx';
import { RecipeView } from './recipe-view.tsx';

export const RecipeDetailScreenQuery = graphql(`
  query RecipeDetailScreenQuery($id: Int!) {
    recipe(id: $id) {
      id
      ...RecipeView_recipe
      ...RecipeEditor_recipe
    }
  }
`);

/** What the page hands to the cook-mode entry it is given. */
export interface CookableRecipe {
  name: string;
  ingredients: readonly string[];
  instructions: readonly string[];
}

interface RecipeDetailScreenProps {
  /** Renders the way into cook mode for the recipe shown (composed in by the route). */
  renderCookMode?: (recipe: CookableRecipe) => ReactNode;
}

/** `/recipe/{id}`: the recipe, its actions, edit mode and delete. */
export default function RecipeDetailScreen({ renderCookMode }: RecipeDetailScreenProps = {}) {
  const { id } = useParams();
  // A new id (e.g. a link from the chat) starts over: view mode, fresh state.
  return <RecipeDetail key={id} id={recipeIdOf(id)} renderCookMode={renderCookMode} />;
}

function RecipeDetail({ id, renderCookMode }: { id: number | null } & RecipeDetailScreenProps) {
  const [searchParams] = useSearchParams();
  const backLink = backLinkFor(searchParams);
  // A partial import links here to fill in what the page lacked: it opens in edit mode.
  const { state } = useLocation();
  const [isEditing, setIsEditing] = useState(
    () => (state as { isEditing?: unknown } | null)?.isEditing === true,
  );
  const [hasEdited, setHasEdited] = useState(false);
  // Once deleted, the page stops watching the recipe while it navigates away.
  const [isDeleted, setIsDeleted] = useState(false);
  const { data, error, refetch } = useQuery(RecipeDetailScreenQuery, {
    variables: { id: id ?? 0 },
    skip: id === null || isDeleted,
  });
  const recipe = data?.recipe;
  const isNotFound = id === null || data?.recipe === null;
  useDocumentTitle(recipe ? recipeTitle(recipe.name) : isNotFound ? 'Recipe not found' : null);

  let content: ReactNode;
  if (isDeleted) content = null;
  else if (isNotFound) content = <RecipeNotFound backLink={backLink} />;
  else if (recipe) {
    content = isEditing ? (
      <RecipeEditor
        recipe={recipe}
        onDone={() => {
          setIsEditing(false);
          setHasEdited(true);
        }}
        onDeleted={() => setIsDeleted(true)}
      />
    ) : (
      <RecipeView
        recipe={recipe}
        onEdit={() => setIsEditing(true)}
        shouldFocusTitle={hasEdited}
        cookMode={renderCookMode?.(recipe)}
      />
    );
  } else if (error)
    content = <RecipeLoadError className="mt-4" onRetry={() => void refetch().catch(() => {})} />;
  else content = <RecipePageSkeleton />;

  return (
    <main className="mx-auto max-w-5xl px-4 pt-2 pb-10 sm:pt-4">
      <RecipeBreadcrumb backLink={backLink} current={recipe?.name ?? null} />
      {content}
    </main>
  );
}

function RecipeNotFound({ backLink }: { backLink: BackLink }) {
  return (
    <StatusPanel
      className="mt-4"
      icon={<SearchX />}
      title="Recipe not found"
      actions={
        <Button asChild>
          <Link to={backLink.to}>
            {backLink.label === 'My Recipes' ? 'Go to My Recipes' : backLink.label}
          </Link>
        </Button>
      }
    >
      It may have been deleted, or the link is incomplete.
    </StatusPanel>
  );
}
