import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccountStatus } from '../../__generated__/graphql.ts';
import { AdminUsersQuery } from './users-query.ts';

/** A user as the Users tab lists them. */
export interface AdminUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** ISO 8601. */
  createdAt: string;
  status: AccountStatus;
  /** Signs in with a code from an authenticator app as well. */
  hasTwoFactor: boolean;
}

export const usersPageSize = 20;
export const searchDelayMs = 250;

/**
 * The Users tab's data: one page of `adminUsers` at a time, newest first. The search is kept in
 * the address (`?q=`) a moment after the typing stops. Pages are walked by cursor only (the
 * server seeks on its index, so page 5,000 costs what page 1 does): Next asks for the page after
 * the current one's end cursor, Previous goes back to the cursor it came from (cached).
 */
export function useUsers() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const [searchText, setSearchText] = useState(searchParams.get('q') ?? '');
  // The `after` of every page opened since the search last changed; the last one is on screen.
  const [trail, setTrail] = useState<{ search: string; cursors: string[] }>({
    search,
    cursors: [],
  });
  const cursors = trail.search === search ? trail.cursors : [];
  const after = cursors.at(-1) ?? null;

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText, search, setSearchParams]);

  const { data, previousData, error, loading, refetch } = useQuery(AdminUsersQuery, {
    variables: { search: search || null, first: usersPageSize, after },
  });
  // While another page or search loads, the last one stays on screen (marked busy).
  const page = (data ?? previousData)?.adminUsers;
  const pageInfo = data?.adminUsers.pageInfo;

  return {
    users: page?.nodes as AdminUser[] | undefined,
    totalCount: page?.totalCount,
    /** The search the list on screen answers ('' for everyone). */
    search,
    searchText,
    setSearchText,
    clearSearch: () => setSearchText(''),
    isUpdating: loading && page !== undefined,
    error: loading ? undefined : error,
    retry: () => refetch(),
    /** Where the page on screen starts, counting from 0. */
    firstIndex: cursors.length * usersPageSize,
    hasPrevious: cursors.length > 0,
    hasNext: !loading && pageInfo?.hasNextPage === true && pageInfo.endCursor != null,
    next: () => {
      const endCursor = pageInfo?.endCursor;
      if (!endCursor || !pageInfo?.hasNextPage) return;
      setTrail({ search, cursors: [...cursors, endCursor] });
    },
    previous: () => setTrail({ search, cursors: cursors.slice(0, -1) }),
  };
}
