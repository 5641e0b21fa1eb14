import { Toaster, TooltipProvider } from '@app/ui';
import { AppRoutes } from './router.tsx';
import { SessionProvider } from './session/session-provider.tsx';

/** Toasts and tooltips are mounted once here; remotes' toast() calls show in this Toaster. */
export function App() {
  return (
    <TooltipProvider>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
      <Toaster />
    </TooltipProvider>
  );
}
