import { useQuery } from '@apollo/client/react';
import { AdminStatsQuery } from '../../data/admin-stats-query.ts';

export interface AdminTotals {
  totalUsers: number;
  totalRecipes: number;
  totalShoppingItems: number;
  totalImagesGenerated: number;
}

/** The four totals of the stat cards; undefined until they arrive. */
export function useAdminStats() {
  const { data, error, refetch } = useQuery(AdminStatsQuery);
  const totals: AdminTotals | undefined = data?.adminStats;
  return { totals, error, retry: () => refetch() };
}
