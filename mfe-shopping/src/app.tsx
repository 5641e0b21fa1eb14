import './index.css';
import { ApolloProvider } from '@apollo/client/react';
import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';
import { lazy, Suspense } from 'react';

const ShoppingListScreen = lazy(() => import('./features/shopping-list/shopping-list-screen.tsx'));

/**
 * The exposed `./App`: the shell mounts it on `/shopping-list` with its ApolloClient, whose
 * one WebSocket carries the list's live changes.
 */
export default function App({ basePath, client }: RemoteAppProps) {
  return (
    <ApolloProvider client={client}>
      <RemoteRoot name="mfe-shopping" className="text-ink">
        <Suspense fallback={null}>
          {basePath === '/shopping-list' ? (
            <ShoppingListScreen />
          ) : (
            <p className="p-6 text-muted">Nothing to show at {basePath}.</p>
          )}
        </Suspense>
      </RemoteRoot>
    </ApolloProvider>
  );
}
