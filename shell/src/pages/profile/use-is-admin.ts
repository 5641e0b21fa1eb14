import { useEffect, useState } from 'react';

/** `{ me { isAdmin } }`: false until the answer arrives, and on any failure. */
export function useIsAdmin(accessToken: string | undefined): boolean {
  const [isAdmin, setIsAdmin] = useState(false);

  useEffect(() => {
    if (!accessToken) return;
    let isCurrent = true;
    fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query: 'query ProfileIsAdminQuery { me { isAdmin } }' }),
    })
      .then((response) => response.json())
      .then((body: { data?: { me?: { isAdmin?: boolean } | null } }) => {
        if (isCurrent) setIsAdmin(body.data?.me?.isAdmin === true);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [accessToken]);

  return isAdmin;
}
