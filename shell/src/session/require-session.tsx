import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { needsSecondFactor } from './second-factor.ts';
import { useSession } from './session-context.ts';

/**
 * Signed-in-only routes: a guest goes to /auth/login, keeping an /import link as import_url; a
 * session that still owes its second factor sees `secondFactor` (the code screen) instead.
 */
export function RequireSession({ secondFactor }: { secondFactor: ReactNode }) {
  const { status, session } = useSession();
  const location = useLocation();
  if (status === 'signed-in') return needsSecondFactor(session) ? secondFactor : <Outlet />;
  return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
}

/**
 * What /import was given to import: `url`, or, as phones' share sheets often send the link inside
 * the message, `text` or `title`. It travels whole; the import page finds the address in it.
 */
function importUrlOf(search: string): string | null {
  const params = new URLSearchParams(search);
  const url = params.get('url')?.trim();
  if (url) return url;
  for (const field of ['text', 'title']) {
    const value = params.get(field)?.trim();
    if (value && /https?:\/\//i.test(value)) return value;
  }
  return null;
}

export function loginPathFor(pathname: string, search: string): string {
  const importUrl = pathname === '/import' ? importUrlOf(search) : null;
  return importUrl ? `/auth/login?import_url=${encodeURIComponent(importUrl)}` : '/auth/login';
}
