import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, cn, Tooltip, toast } from '@app/ui';
import { Heart } from 'lucide-react';
import { graphql } from '../../__generated__/gql.ts';
import { invalidateFavoriteLists } from '../../components/recipe-list-cache.ts';

export const SetRecipeFavoriteMutation = graphql(`
  mutation SetRecipeFavoriteMutation($id: Int!, $isFavorite: Boolean!) {
    setRecipeFavorite(id: $id, isFavorite: $isFavorite) {
      __typename
      ... on SetRecipeFavoriteSuccess {
        recipe {
          __typename
          id
          isFavorite
        }
      }
    }
  }
`);

interface FavoriteButtonProps {
  recipeId: number;
  isFavorite: boolean;
  className?: string;
}

/** The heart: flips at once (optimistic) and flips back if the server says no (spec §4). */
export function FavoriteButton({ recipeId, isFavorite, className }: FavoriteButtonProps) {
  const client = useApolloClient();
  const [setFavorite, { loading }] = useMutation(SetRecipeFavoriteMutation);

  const toggle = async () => {
    if (loading) return;
    const next = !isFavorite;
    try {
      const { data } = await setFavorite({
        variables: { id: recipeId, isFavorite: next },
        optimisticResponse: {
          setRecipeFavorite: {
            __typename: 'SetRecipeFavoriteSuccess',
            recipe: { __typename: 'Recipe', id: recipeId, isFavorite: next },
          },
        },
      });
      // Any other answer replaces the optimistic one without a recipe: the heart flips back.
      if (data?.setRecipeFavorite.__typename !== 'SetRecipeFavoriteSuccess') {
        throw new Error('favorite not saved');
      }
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update favorite status',
        variant: 'destructive',
      });
      return;
    }
    invalidateFavoriteLists(client.cache);
    toast({ title: next ? 'Added to Favorites' : 'Removed from Favorites' });
  };

  return (
    <Tooltip content={isFavorite ? 'Remove from Favorites' : 'Add to Favorites'}>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Favorite"
        aria-pressed={isFavorite}
        onClick={() => void toggle()}
        className={cn('rounded-full', className)}
      >
        <Heart
          aria-hidden="true"
          className={cn(
            'size-5 transition-colors',
            isFavorite ? 'fill-primary text-primary' : 'text-ink',
          )}
        />
      </Button>
    </Tooltip>
  );
}
