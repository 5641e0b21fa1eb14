import { Badge, EmptyState, Skeleton } from '@app/ui';
import { Users } from 'lucide-react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useUsers } from './use-users.ts';
import { fullName, joinedOn } from './user-display.ts';

/** The Users tab: recent users as a table on wide screens, as a list on phones. */
export function UsersTab() {
  const { users, error, retry } = useUsers();
  if (!users && error) return <LoadFailed title="The users could not be loaded" onRetry={retry} />;
  if (!users) return <UsersSkeleton />;
  if (users.length === 0) {
    return (
      <EmptyState icon={<Users />} title="No users yet">
        New sign-ups will appear here.
      </EmptyState>
    );
  }
  return (
    <section
      aria-labelledby="recent-users-heading"
      className="overflow-hidden rounded-card border border-line bg-raised shadow-card"
    >
      <div className="flex items-baseline justify-between gap-2 border-line border-b px-4 py-3 sm:px-5">
        <h2 id="recent-users-heading" className="font-display font-semibold text-ink text-lg">
          Recent Users
        </h2>
        <p className="text-muted text-sm">Newest first</p>
      </div>

      <table className="hidden w-full text-left text-sm md:table">
        <thead className="bg-sunken text-muted">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-medium">
              Email
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              Name
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              Joined
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="max-w-72 truncate px-5 py-3 font-medium text-ink">{user.email}</td>
              <td className="px-5 py-3 text-ink">{fullName(user) ?? '—'}</td>
              <td className="whitespace-nowrap px-5 py-3 text-muted">{joinedOn(user.createdAt)}</td>
              <td className="px-5 py-3">
                <Badge variant="herb">Active</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-line md:hidden">
        {users.map((user) => (
          <li key={user.id} className="px-4 py-3">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 truncate font-medium text-ink">{fullName(user) ?? 'No name'}</p>
              <Badge variant="herb">Active</Badge>
            </div>
            <p className="break-all text-muted text-sm">{user.email}</p>
            <p className="mt-0.5 text-muted text-xs">Joined {joinedOn(user.createdAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function UsersSkeleton() {
  return (
    <div
      role="status"
      className="overflow-hidden rounded-card border border-line bg-raised shadow-card"
    >
      <p className="sr-only">Loading the users…</p>
      <div className="border-line border-b px-4 py-3 sm:px-5">
        <Skeleton className="h-6 w-32" />
      </div>
      {Array.from({ length: 5 }, (_, row) => (
        <div key={row} className="flex items-center gap-4 px-4 py-3 sm:px-5">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-32 md:block" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      ))}
    </div>
  );
}
