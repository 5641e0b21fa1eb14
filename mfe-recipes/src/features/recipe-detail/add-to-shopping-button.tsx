import { useMutation } from '@apollo/client/react';
import { Button, toast } from '@app/ui';
import { ShoppingCart } from 'lucide-react';
import { graphql } from '../../__generated__/gql.ts';

const GenerateShoppingListMutation = graphql(`
  mutation GenerateShoppingListMutation($recipeIds: [Int!]!) {
    generateShoppingList(recipeIds: $recipeIds) {
      __typename
      ... on GenerateShoppingListSuccess {
        items {
          id
        }
      }
    }
  }
`);

interface AddToShoppingButtonProps {
  recipeId: number;
  name: string;
  className?: string;
}

const failed = () =>
  toast({
    title: 'Failed to generate list',
    description: 'Could not add ingredients to shopping list. Please try again.',
    variant: 'destructive',
  });

/** Adds the recipe's ingredients to the shopping list (spec §7: shopping list generate). */
export function AddToShoppingButton({ recipeId, name, className }: AddToShoppingButtonProps) {
  // The shopping remote owns its cache: the list's own events (REPLACED) bring an open list up
  // to date, and its screen fetches the list again whenever it is shown.
  const [generate, { loading }] = useMutation(GenerateShoppingListMutation);

  const add = async () => {
    try {
      const { data } = await generate({ variables: { recipeIds: [recipeId] } });
      if (data?.generateShoppingList.__typename !== 'GenerateShoppingListSuccess') return failed();
      toast({
        title: 'Shopping List Updated',
        description: `The ingredients of ${name} are on your shopping list.`,
      });
    } catch {
      failed();
    }
  };

  return (
    <Button isLoading={loading} onClick={() => void add()} className={className}>
      {!loading && <ShoppingCart className="size-4" aria-hidden="true" />}
      Add to Shopping List
    </Button>
  );
}
