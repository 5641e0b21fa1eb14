import { AppRoutes } from './router.tsx';
import { SessionProvider } from './session/session-provider.tsx';

export function App() {
  return (
    <SessionProvider>
      <AppRoutes />
    </SessionProvider>
  );
}
