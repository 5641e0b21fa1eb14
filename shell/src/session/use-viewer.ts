import { useMemo } from 'react';
import type { RemoteViewer } from '../remotes/remote-contract.ts';
import { useSession } from './session-context.ts';

/**
 * The signed-in user as the screens show them: the api's profile where it has loaded, else the
 * sign-up metadata in the session. The same object until one of its fields changes, so a token
 * refresh does not re-render every remote.
 */
export function useViewer(): RemoteViewer | null {
  const { user, profile } = useSession();
  const metadata = user?.user_metadata ?? {};
  const id = user?.id ?? null;
  const email = profile?.email ?? user?.email ?? null;
  const firstName: string | null = profile?.firstName ?? metadata.first_name ?? null;
  const lastName: string | null = profile?.lastName ?? metadata.last_name ?? null;
  const createdAt = profile?.createdAt ?? user?.created_at ?? null;
  return useMemo(
    () => (id ? { id, email, firstName, lastName, createdAt } : null),
    [id, email, firstName, lastName, createdAt],
  );
}
