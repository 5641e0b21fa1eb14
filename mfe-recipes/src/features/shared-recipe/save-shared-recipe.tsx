import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, buttonClassName, toast } from '@app/ui';
import { BookmarkPlus, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { mutationOutcome } from '../../components/mutation-outcome.ts';
import { invalidateRecipeLists } from '../../components/recipe-list-cache.ts';

export const SaveSharedRecipeMutation = graphql(`
  mutation SaveSharedRecipeMutation($recipeId: Int!) {
    saveSharedRecipe(recipeId: $recipeId) {
      __typename
      ... on SaveSharedRecipeSuccess {
        saved {
          isExisting
          recipe {
            id
          }
        }
      }
      ...Failure_error
    }
  }
`);

interface SaveSharedRecipeProps {
  sharedRecipeId: number;
  /** The viewer's copy (or own recipe), when there is one. */
  savedRecipeId: number | null;
}

/** Signed-in viewers: Save Recipe, then a way to their copy (spec §2, §8 'Recipe Saved!'). */
export function SaveSharedRecipe({ sharedRecipeId, savedRecipeId }: SaveSharedRecipeProps) {
  const client = useApolloClient();
  const [save, { loading }] = useMutation(SaveSharedRecipeMutation);

  const saveRecipe = async () => {
    const outcome = await mutationOutcome(
      save({ variables: { recipeId: sharedRecipeId } }).then(({ data }) => data?.saveSharedRecipe),
      (result) => result.__typename === 'SaveSharedRecipeSuccess',
      {
        refused: 'The recipe was not saved.',
        failed: 'Could not save the recipe. Please try again.',
      },
    );
    if (!outcome.isOk) {
      toast({ title: 'Save Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    const { saved } = outcome.result;
    client.cache.modify({
      id: client.cache.identify({ __typename: 'SharedRecipe', id: sharedRecipeId }),
      fields: { savedRecipeId: () => saved.recipe.id },
    });
    // Saved before: no new recipe, so the lists are still right.
    if (!saved.isExisting) invalidateRecipeLists(client.cache);
    toast({
      title: 'Recipe Saved!',
      description: saved.isExisting
        ? 'It was already in your recipes.'
        : 'A copy is now in your recipes.',
    });
  };

  if (savedRecipeId === null) {
    return (
      <Button isLoading={loading} onClick={() => void saveRecipe()} className="w-full sm:w-auto">
        {!loading && <BookmarkPlus className="size-4" aria-hidden="true" />}
        Save Recipe
      </Button>
    );
  }
  const isOwn = savedRecipeId === sharedRecipeId;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-control border border-herb/30 bg-herb-soft p-3 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-center gap-2 text-ink text-sm">
        <CircleCheck className="size-5 shrink-0 text-herb" aria-hidden="true" />
        {isOwn ? 'This is your recipe.' : 'This recipe is in your collection.'}
      </p>
      <Link
        to={`/recipe/${savedRecipeId}`}
        className={buttonClassName({ variant: 'secondary', className: 'shrink-0' })}
      >
        {isOwn ? 'Open in My Recipes' : 'Open my copy'}
      </Link>
    </div>
  );
}
