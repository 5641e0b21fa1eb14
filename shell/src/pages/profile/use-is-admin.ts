import { useEffect, useEffectEvent, useState } from 'react';
import { fetchGraphql } from '../../data/fetch-graphql.ts';
import { useSession } from '../../session/session-context.ts';
import { profileAdminQuery } from './profile-admin-query.ts';

/**
 * False until the server answers, and on any failure: the link is only a convenience, the
 * dashboard's data is refused on the server to anyone else.
 */
export function useIsAdmin(): boolean {
  const { session } = useSession();
  const userId = session?.user.id;
  // Asked once per user: a refreshed token (every hour) does not change the answer.
  const currentToken = useEffectEvent(() => session?.access_token);
  const [isAdmin, setIsAdmin] = useState(false);
  useEffect(() => {
    const accessToken = currentToken();
    if (!userId || !accessToken) return;
    let isCurrent = true;
    fetchGraphql(profileAdminQuery, {}, accessToken)
      .then((data) => {
        if (isCurrent) setIsAdmin(data.me.isAdmin);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [userId]);
  return isAdmin;
}
