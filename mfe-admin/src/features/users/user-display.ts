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
