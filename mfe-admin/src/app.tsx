import './index.css';
import { ApolloProvider } from '@apollo/client/react';
import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';
import { lazy, Suspense } from 'react';
import { AuthorizedFetchProvider } from './data/authorized-fetch.tsx';

const AdminDashboard = lazy(() => import('./routes/admin-dashboard.tsx'));

/**
 * The exposed `./App`: the shell mounts it on `/admin` (signed in only) with its ApolloClient and
 * its token-carrying fetch (the CSV downloads). Whether the viewer is an admin is the server's
 * answer, asked on the dashboard itself.
 */
export default function App({ basePath, client, authorizedFetch }: RemoteAppProps) {
  return (
    <ApolloProvider client={client}>
      <AuthorizedFetchProvider value={authorizedFetch}>
        <RemoteRoot name="mfe-admin" className="text-ink">
          <Suspense fallback={null}>
            {basePath === '/admin' ? (
              <AdminDashboard />
            ) : (
              <p className="p-6 text-muted">Nothing to show at {basePath}.</p>
            )}
          </Suspense>
        </RemoteRoot>
      </AuthorizedFetchProvider>
    </ApolloProvider>
  );
}
