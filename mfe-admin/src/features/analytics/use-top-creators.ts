import { useQuery } from '@apollo/client/react';
import { AdminStatsQuery } from '../../data/admin-stats-query.ts';

/** The cooks with the most recipes, most first; undefined until they arrive. */
export function useTopCreators() {
  const { data, error, refetch } = useQuery(AdminStatsQuery);
  return { creators: data?.adminStats.topRecipeCreators, error, retry: () => refetch() };
}
