import { useState } from 'react';
import { loadAuth, preloadAuth } from './auth-loader.ts';
import { unexpectedError } from './auth-messages.ts';

type Provider = 'google' | 'github';

const providers: Array<{ id: Provider; label: string }> = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
];

const labelOf = (provider: Provider) =>
  providers.find(({ id }) => id === provider)?.label ?? provider;

/** Continue with Google / GitHub; the provider returns the browser to /auth/callback. */
export function OAuthButtons() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Provider | null>(null);

  const signIn = async (provider: Provider) => {
    setError(null);
    setPending(provider);
    try {
      const { supabase, authErrorMessage, isProviderEnabled } = await loadAuth();
      if (!(await isProviderEnabled(provider))) {
        setError(`Sign-in with ${labelOf(provider)} is not set up on this server.`);
        return;
      }
      const { error: authError } = await supabase.auth.signInWithOAuth({
        provider,
        options: { redirectTo: `${window.location.origin}/auth/callback` },
      });
      if (authError) setError(authErrorMessage(authError));
    } catch {
      setError(unexpectedError);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {providers.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            disabled={pending !== null}
            onClick={() => void signIn(id)}
            onPointerDown={preloadAuth}
            onFocus={preloadAuth}
            className="h-11 rounded-lg border border-stone-300 bg-white font-medium text-sm text-stone-800 transition hover:bg-stone-50 disabled:opacity-60"
          >
            Continue with {label}
          </button>
        ))}
      </div>
      {error && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-red-800 text-sm"
        >
          {error}
        </div>
      )}
    </div>
  );
}
