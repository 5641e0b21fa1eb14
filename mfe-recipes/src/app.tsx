import './index.css';
import { ApolloProvider } from '@apollo/client/react';
import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { LiveRecipes } from './features/live-recipes/live-recipes.ts';
import { RemoteContext } from './remote-context.ts';

// One chunk per screen: opening a recipe does not download the camera or the editor.
const screens: Record<string, ReturnType<typeof lazy>> = {
  '/': lazy(() => import('./features/home/home-screen.tsx')),
  '/recipes': lazy(() => import('./features/recipe-browser/recipes-screen.tsx')),
  '/recipe': lazy(() => import('./routes/recipe-route.tsx')),
  '/add-recipe': lazy(() => import('./features/add-recipe/add-recipe-screen.tsx')),
  '/import': lazy(() => import('./features/import/import-screen.tsx')),
  '/shared/recipe': lazy(() => import('./features/shared-recipe/shared-recipe-screen.tsx')),
};

/**
 * The exposed `./App`: the shell mounts it on each of this remote's routes and says which by
 * `basePath`; route parameters (`/recipe/:id`) come from the shell's router.
 */
export default function App({ basePath, client, viewer, marketingUrl }: RemoteAppProps) {
  const context = useMemo(() => ({ viewer, marketingUrl }), [viewer, marketingUrl]);
  const Screen = screens[basePath];
  let content: ReactNode;
  if (!Screen) content = <p className="p-6 text-muted">Nothing to show at {basePath}.</p>;
  else content = <Screen />;
  return (
    <ApolloProvider client={client}>
      <RemoteContext value={context}>
        <RemoteRoot name="mfe-recipes" className="text-ink">
          {viewer && <LiveRecipes />}
          <Suspense fallback={null}>{content}</Suspense>
        </RemoteRoot>
      </RemoteContext>
    </ApolloProvider>
  );
}
