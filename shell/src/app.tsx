import { LazyToaster } from '@app/ui';
import { ScrollToTop } from './layout/scroll-to-top.tsx';
import { AppRoutes } from './router.tsx';
import { SessionProvider } from './session/session-provider.tsx';

/**
 * The Toaster is mounted once here; remotes' toast() calls show in it. Tooltips need a provider
 * from the same copy of the tooltip library, so each remote gets its own from RemoteRoot.
 */
export function App() {
  return (
    <>
      <ScrollToTop />
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
      <LazyToaster />
    </>
  );
}
