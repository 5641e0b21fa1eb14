import './index.css';
import { ApolloProvider } from '@apollo/client/react';
import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';
import { lazy, Suspense } from 'react';
import { ShoppingSyncProvider } from './features/shopping-list/offline/shopping-sync.tsx';

const ShoppingListScreen = lazy(() => import('./features/shopping-list/shopping-list-screen.tsx'));

/**
 * The exposed `./App`: the shell mounts it on `/shopping-list` with its ApolloClient, whose
 * one WebSocket carries the list's live changes.
 */
export default function App({ basePath, client, viewer }: RemoteAppProps) {
  return (
    <ApolloProvider client={client}>
      <RemoteRoot name="mfe-shopping" className="text-ink">
        <Suspense fallback={null}>
          {basePath === '/shopping-list' ? (
            viewer ? (
              // Keyed by user: another cook signing in on this browser gets their own list.
              <ShoppingSyncProvider key={viewer.id} userId={viewer.id} fallback={null}>
                <ShoppingListScreen />
              </ShoppingSyncProvider>
            ) : (
              <ShoppingListScreen />
            )
          ) : (
            <p className="p-6 text-muted">Nothing to show at {basePath}.</p>
          )}
        </Suspense>
      </RemoteRoot>
    </ApolloProvider>
  );
}
