import { Badge, cn } from '@app/ui';
import { RemoveTwoFactor } from './remove-two-factor.tsx';
import type { AdminUser } from './use-users.ts';
import { fullName, joinedOn, statusBadges } from './user-display.ts';

interface UsersListProps {
  users: AdminUser[];
  /** Another page or search is on its way: the rows on screen are the previous answer. */
  isUpdating: boolean;
}

function StatusBadge({ user }: { user: AdminUser }) {
  const { label, variant } = statusBadges[user.status];
  return <Badge variant={variant}>{label}</Badge>;
}

function TwoFactorBadge({ user }: { user: AdminUser }) {
  return user.hasTwoFactor ? <Badge variant="neutral">Two-factor</Badge> : null;
}

/** One page of users: a table from 768 px, a list on phones. */
export function UsersList({ users, isUpdating }: UsersListProps) {
  const className = cn('transition-opacity', isUpdating && 'opacity-60');
  return (
    <>
      <table className={cn('hidden w-full text-left text-sm md:table', className)}>
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
            <th scope="col" className="px-5 py-2.5 font-medium">
              <span className="sr-only">Actions</span>
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
                <div className="flex flex-wrap gap-1.5">
                  <StatusBadge user={user} />
                  <TwoFactorBadge user={user} />
                </div>
              </td>
              <td className="px-5 py-3 text-right">
                {user.hasTwoFactor && <RemoveTwoFactor user={user} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className={cn('divide-y divide-line md:hidden', className)}>
        {users.map((user) => (
          <li key={user.id} className="px-4 py-3">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 truncate font-medium text-ink">{fullName(user) ?? 'No name'}</p>
              <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
                <TwoFactorBadge user={user} />
                <StatusBadge user={user} />
              </div>
            </div>
            <p className="break-all text-muted text-sm">{user.email}</p>
            <p className="mt-0.5 text-muted text-xs">Joined {joinedOn(user.createdAt)}</p>
            {user.hasTwoFactor && (
              <div className="mt-2">
                <RemoveTwoFactor user={user} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
