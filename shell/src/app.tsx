import { RemoteOutlet } from './remotes/remote-outlet.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <div className="min-h-screen">
      <header className="border-brand-100 border-b bg-white px-6 py-3">
        <span className="font-semibold text-brand-700">Recipe organizer</span>
      </header>
      <AppRoutes />
      <div className="fixed right-4 bottom-4 w-80" id="chat">
        <RemoteOutlet remoteId="mfe_chat" />
      </div>
    </div>
  );
}
