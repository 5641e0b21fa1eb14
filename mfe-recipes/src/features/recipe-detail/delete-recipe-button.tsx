import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, ConfirmDialog, toast } from '@app/ui';
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { mutationOutcome } from '../../components/mutation-outcome.ts';
import { invalidateRecipeLists } from '../../components/recipe-list-cache.ts';

const DeleteRecipeMutation = graphql(`
  mutation DeleteRecipeMutation($id: Int!) {
    deleteRecipe(id: $id) {
      __typename
      ... on DeleteRecipeSuccess {
        deleted {
          id
        }
      }
      ...Failure_error
    }
  }
`);

interface DeleteRecipeButtonProps {
  recipeId: number;
  name: string;
  /** Called before the cache forgets the recipe, so the page stops showing it first. */
  onDeleted: () => void;
}

/** Delete with a confirmation; afterwards the recipes list, without the recipe. */
export function DeleteRecipeButton({ recipeId, name, onDeleted }: DeleteRecipeButtonProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteRecipe, { loading }] = useMutation(DeleteRecipeMutation);

  const confirm = async () => {
    const outcome = await mutationOutcome(
      deleteRecipe({ variables: { id: recipeId } }).then(({ data }) => data?.deleteRecipe),
      (result) => result.__typename === 'DeleteRecipeSuccess',
      {
        refused: 'The recipe was not deleted.',
        failed: 'Could not delete the recipe. Please try again.',
      },
    );
    setIsConfirming(false);
    if (!outcome.isOk) {
      toast({ title: 'Delete Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    onDeleted();
    toast({ title: 'Recipe Deleted', description: `${name} was removed from your recipes.` });
    navigate('/recipes');
    // After this page has stopped watching it: forget the recipe and every list holding it.
    setTimeout(() => {
      client.cache.evict({ id: client.cache.identify({ __typename: 'Recipe', id: recipeId }) });
      invalidateRecipeLists(client.cache);
    }, 0);
  };

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setIsConfirming(true)}
        className="text-destructive hover:bg-destructive-soft"
      >
        <Trash className="size-4" aria-hidden="true" />
        Delete recipe
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete this recipe?"
        description={
          <>
            <strong className="font-semibold text-ink">{name}</strong> will be removed from your
            recipes. This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        isDestructive
        isPending={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
