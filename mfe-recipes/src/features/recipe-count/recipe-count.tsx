import { getApolloContext, useQuery } from '@apollo/client/react';
import { useContext } from 'react';
import { graphql } from '../../__generated__/gql.ts';

const recipeCountQuery = graphql(`
  query RecipeCountQuery {
    recipes {
      id
    }
  }
`);

/** "n recipes" in the viewer's collection; renders nothing when no ApolloClient is provided. */
export function RecipeCount() {
  const { client } = useContext(getApolloContext());
  return client ? <RecipeCountFromApi /> : null;
}

function RecipeCountFromApi() {
  const { data } = useQuery(recipeCountQuery);
  if (!data) return null;
  return <p className="mt-4 text-ink">{data.recipes.length} recipes</p>;
}
