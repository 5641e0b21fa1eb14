import { Alert, BrandMark, Button, Field, Input } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { loadAuth } from '../../session/auth-loader.ts';
import { verifiedFactorOf } from '../../session/second-factor.ts';
import { useSession } from '../../session/session-context.ts';

/**
 * Signed in with the password (or a link) on an account with two-factor sign-in: the code from
 * the authenticator app comes before anything else. Verifying raises the session, and the
 * session provider hears it (MFA_CHALLENGE_VERIFIED) and shows the app.
 */
export default function SecondFactorPage() {
  const { session } = useSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The factor may have gone since this session began (removed from another device, or by an
  // admin for a cook who lost the phone): a refreshed session says so, and lets the cook in.
  // Verify waits for it, so that its answer cannot land after the raised session's.
  const [isBusy, setIsBusy] = useState(navigator.onLine);
  useEffect(() => {
    if (!navigator.onLine) return;
    loadAuth()
      .then(({ supabase }) => supabase.auth.refreshSession())
      .catch(() => undefined)
      .finally(() => setIsBusy(false));
  }, []);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const factor = verifiedFactorOf(session);
    if (!factor) return;
    setIsBusy(true);
    setError(null);
    try {
      const { supabase } = await loadAuth();
      const verified = await supabase.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: code.trim(),
      });
      // On success the session provider hears the raised session and this page goes away.
      if (!verified.error) return;
      setError(
        verified.error.code === 'mfa_verification_failed'
          ? 'That code is not right. Enter the code your app shows now.'
          : verified.error.message,
      );
    } catch {
      setError(
        navigator.onLine
          ? 'The code could not be checked. Try again.'
          : 'You are offline. The code can be checked once you are back online.',
      );
    }
    setIsBusy(false);
  };

  const signOut = async () => {
    const { supabase } = await loadAuth();
    await supabase.auth.signOut();
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4 py-10">
      <BrandMark />
      <form
        onSubmit={(event) => void verify(event)}
        aria-label="Two-factor sign-in"
        className="flex flex-col gap-4 rounded-card border border-line bg-raised p-6 shadow-card"
      >
        <div>
          <h1 className="font-display font-semibold text-2xl text-ink">Enter your code</h1>
          <p className="mt-1 text-muted text-sm leading-relaxed">
            This account uses two-factor sign-in. Open your authenticator app and enter the 6-digit
            code it shows for Mise.
          </p>
        </div>
        <Field label="Code from your app">
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            disabled={isBusy}
            required
            autoFocus
          />
        </Field>
        {error && <Alert variant="destructive">{error}</Alert>}
        <Button type="submit" isLoading={isBusy}>
          Verify
        </Button>
        <Button type="button" variant="ghost" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </form>
    </main>
  );
}
