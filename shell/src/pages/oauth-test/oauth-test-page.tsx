import { useState } from 'react';
import { loadAuth } from '../../session/auth-loader.ts';
import { OAuthButtons } from '../../session/oauth-buttons.tsx';
import { useSession } from '../../session/session-context.ts';

/** Developer page for external-provider sign-in. */
export default function OAuthTestPage() {
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);

  const signOut = async () => {
    setError(null);
    try {
      const { supabase } = await loadAuth();
      const { error: authError } = await supabase.auth.signOut();
      if (authError) setError('Sign out failed');
    } catch {
      setError('Sign out failed');
    }
  };

  return (
    <main className="mx-auto flex max-w-md flex-col gap-5 p-6">
      <h1 className="font-semibold text-2xl text-stone-900">OAuth Test</h1>
      {user ? (
        <section className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
          <h2 className="font-semibold text-stone-900">Signed in</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700">
            <dt>Email</dt>
            <dd>{user.email ?? 'No email provided'}</dd>
            <dt>Provider</dt>
            <dd>{String(user.app_metadata.provider ?? 'email')}</dd>
            <dt>User id</dt>
            <dd className="break-all">{user.id}</dd>
          </dl>
          <button
            type="button"
            onClick={() => void signOut()}
            className="mt-4 h-10 rounded-lg border border-stone-300 px-4 font-medium hover:bg-stone-50"
          >
            Sign Out
          </button>
        </section>
      ) : (
        <OAuthButtons />
      )}
      {error && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-red-800 text-sm"
        >
          {error}
        </div>
      )}
    </main>
  );
}
