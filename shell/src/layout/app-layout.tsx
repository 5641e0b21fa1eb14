import { BrandMark } from '@app/ui';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { keepRemotesForOffline } from '../service-worker/register-service-worker.ts';
import { BottomNav } from './bottom-nav.tsx';
import { ChatLauncher } from './chat-launcher.tsx';
import { HeaderNav } from './header-nav.tsx';

/** Signed-in pages: header, page content, bottom navigation and the floating chat. */
export default function AppLayout() {
  // A signed-in cook may open the app in a shop with no signal: every remote is kept offline.
  useEffect(keepRemotesForOffline, []);
  // Room below the content for the bottom bar and the chat bubble above it (phones), or the
  // bubble alone (desktops), so the last button can always be scrolled clear of them.
  return (
    <div className="min-h-screen bg-surface pb-[calc(9.5rem+env(safe-area-inset-bottom))] md:pb-24">
      <header className="sticky top-0 z-30 border-line border-b bg-raised/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
          <Link
            to="/"
            className="flex items-center gap-2 font-display font-semibold text-lg text-primary"
          >
            <BrandMark />
            Mise
          </Link>
          <HeaderNav />
        </div>
      </header>
      <Outlet />
      <div id="chat">
        <ChatLauncher />
      </div>
      <BottomNav />
    </div>
  );
}
