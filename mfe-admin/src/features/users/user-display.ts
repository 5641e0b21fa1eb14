import type { BadgeVariant } from '@app/ui';
import type { AccountStatus } from '../../__generated__/graphql.ts';
import type { AdminUser } from './use-users.ts';

/** First and last name, else the first, else nothing (the e-mail then stands alone). */
export function fullName(user: AdminUser): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || null;
}

export function joinedOn(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The badge of an account status: its word says it, the colour only repeats it. */
export const statusBadges: Record<AccountStatus, { label: string; variant: BadgeVariant }> = {
  ACTIVE: { label: 'Active', variant: 'herb' },
  UNCONFIRMED: { label: 'Unconfirmed', variant: 'neutral' },
  BANNED: { label: 'Banned', variant: 'destructive' },
};

const count = new Intl.NumberFormat('en-US');

/** "1,234 users", or with a search "3 users match ‘ada’". */
export function usersCount(totalCount: number, search: string): string {
  const users = `${count.format(totalCount)} ${totalCount === 1 ? 'user' : 'users'}`;
  if (!search) return users;
  return `${users} ${totalCount === 1 ? 'matches' : 'match'} ‘${search}’`;
}

/** "21–40 of 1,234". */
export function pageRange(firstIndex: number, shown: number, totalCount: number): string {
  if (shown === 0) return `0 of ${count.format(totalCount)}`;
  return `${count.format(firstIndex + 1)}–${count.format(firstIndex + shown)} of ${count.format(totalCount)}`;
}
