import { useQuery } from '@apollo/client/react';
import { AdminStatsQuery } from '../../data/admin-stats-query.ts';

/** A user as the Users tab lists them. */
export interface AdminUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * The users the Users tab shows: today the newest sign-ups that come with the stats. The tab
 * reads only this hook, so a searchable, paged users query can take its place here alone.
 */
export function useUsers() {
  const { data, error, refetch } = useQuery(AdminStatsQuery);
  const users: AdminUser[] | undefined = data?.adminStats.recentUsers;
  return { users, error, retry: () => refetch() };
}
