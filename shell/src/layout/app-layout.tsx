import { Link, Outlet } from 'react-router-dom';
import { RemoteOutlet } from '../remotes/remote-outlet.tsx';
import { BottomNav } from './bottom-nav.tsx';

/** Signed-in pages: header, page content, bottom navigation and the floating chat. */
export function AppLayout() {
  return (
    <div className="min-h-screen bg-surface pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
      <header className="sticky top-0 z-30 border-brand-100 border-b bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto flex h-14 max-w-3xl items-center px-4">
          <Link to="/" className="font-semibold text-brand-700 text-lg">
            Recipe organizer
          </Link>
        </div>
      </header>
      <Outlet />
      {/* The chat remote positions its own bubble; this is only its mount point. */}
      <div
        id="chat"
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 w-80 max-w-[calc(100vw-2rem)]"
      >
        <RemoteOutlet remoteId="mfe_chat" />
      </div>
      <BottomNav />
    </div>
  );
}
