import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './session-context.ts';

/** Signed-in-only routes: a guest goes to /auth/login, keeping an /import url as import_url. */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'signed-in') return <Outlet />;
  return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
}

export function loginPathFor(pathname: string, search: string): string {
  const importUrl = pathname === '/import' ? new URLSearchParams(search).get('url') : null;
  return importUrl ? `/auth/login?import_url=${encodeURIComponent(importUrl)}` : '/auth/login';
}
