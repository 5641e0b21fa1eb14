import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadAuth } from '../../session/auth-loader.ts';
import { CALLBACK_TIMEOUT_MS, providerErrorTarget } from './callback-target.ts';

/** /auth/callback: where an external provider returns the browser. */
export default function AuthCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let isDone = false;
    const go = (target: string) => {
      if (isDone) return;
      isDone = true;
      navigate(target, { replace: true });
    };

    const providerError = providerErrorTarget(window.location);
    if (providerError) {
      go(providerError);
      return;
    }

    let unsubscribe = () => {};
    // On /auth/callback the session provider loads the auth module at start (auth-storage.ts).
    loadAuth().then(
      ({ supabase }) => {
        if (isDone) return;
        const {
          data: { subscription },
        } = supabase.auth.onAuthStateChange((event, session) => {
          // The session provider renders pages only after the client has read the URL, so a
          // successful return usually arrives here as INITIAL_SESSION with a session.
          if (event === 'SIGNED_IN' || (event === 'INITIAL_SESSION' && session)) go('/');
          else if (event === 'TOKEN_REFRESHED' && session) go('/');
          else if (event === 'SIGNED_OUT') go('/?error=sign_out');
        });
        unsubscribe = () => subscription.unsubscribe();
      },
      () => go('/?error=no_session_timeout'),
    );

    const timer = setTimeout(async () => {
      try {
        const { supabase } = await loadAuth();
        const { data } = await supabase.auth.getSession();
        go(data.session ? '/' : '/?error=no_session_timeout');
      } catch {
        go('/?error=no_session_timeout');
      }
    }, CALLBACK_TIMEOUT_MS);

    return () => {
      isDone = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [navigate]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 bg-surface p-6">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <h1 className="font-semibold text-lg text-stone-800">Processing Authentication...</h1>
    </div>
  );
}
