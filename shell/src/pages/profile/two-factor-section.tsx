import { Alert, Button, ConfirmDialog, Field, Input, toast } from '@app/ui';
import type { Factor } from '@supabase/supabase-js';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type AuthModule, loadAuth } from '../../session/auth-loader.ts';

/** An enrollment waiting for its first code: what the authenticator app needs. */
interface PendingFactor {
  id: string;
  qrCode: string;
  secret: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'setting-up'; pending: PendingFactor }
  | { kind: 'on'; factor: Factor }
  | { kind: 'unavailable'; message: string };

const offlineMessage =
  'You are offline. Two-factor sign-in can be changed once you are back online.';

function failure(caught: unknown): string {
  if (!navigator.onLine) return offlineMessage;
  return caught instanceof Error ? caught.message : String(caught);
}

/**
 * Profile's "Two-factor authentication": a code from an authenticator app at each sign-in, on
 * top of the password or e-mail link. Set up by scanning a QR code (or typing its key) and
 * giving the first code; turned off from a session that gave one.
 */
export function TwoFactorSection() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isTurnOffAsked, setIsTurnOffAsked] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadAuth()
      .then(({ supabase }) => supabase.auth.mfa.listFactors())
      .then(({ data, error: listError }) => {
        if (!isCurrent) return;
        if (listError) throw listError;
        const verified = data.totp[0];
        setState(verified ? { kind: 'on', factor: verified } : { kind: 'off' });
      })
      .catch((caught: unknown) => {
        if (isCurrent) setState({ kind: 'unavailable', message: failure(caught) });
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const run = async (action: (auth: AuthModule) => Promise<void>) => {
    setIsBusy(true);
    setError(null);
    try {
      await action(await loadAuth());
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setIsBusy(false);
    }
  };

  const setUp = () =>
    run(async ({ supabase }) => {
      // A set-up left halfway earlier (its code never given) is dropped first.
      const { data: listed } = await supabase.auth.mfa.listFactors();
      for (const stale of listed?.all.filter((factor) => factor.status === 'unverified') ?? []) {
        await supabase.auth.mfa.unenroll({ factorId: stale.id });
      }
      const { data, error: enrollError } = await supabase.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Authenticator app',
      });
      if (enrollError) throw enrollError;
      setCode('');
      setState({
        kind: 'setting-up',
        pending: { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
      });
    });

  const turnOn = (event: FormEvent, pending: PendingFactor) => {
    event.preventDefault();
    void run(async ({ supabase }) => {
      const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
        factorId: pending.id,
        code: code.trim(),
      });
      if (verifyError) {
        throw new Error(
          verifyError.code === 'mfa_verification_failed'
            ? 'That code is not right. Enter the code your app shows now.'
            : verifyError.message,
        );
      }
      const { data } = await supabase.auth.mfa.listFactors();
      const factor = data?.totp.find((candidate) => candidate.id === pending.id);
      if (factor) setState({ kind: 'on', factor });
      toast({
        title: 'Two-Factor On',
        description: 'Each sign-in now asks for a code from your app.',
      });
    });
  };

  const cancel = (pending: PendingFactor) =>
    run(async ({ supabase }) => {
      await supabase.auth.mfa.unenroll({ factorId: pending.id });
      setState({ kind: 'off' });
    });

  const turnOff = (factor: Factor) =>
    run(async ({ supabase }) => {
      const { error: unenrollError } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (unenrollError) throw unenrollError;
      // The session keeps its raised level; refreshing brings the factor list up to date.
      await supabase.auth.refreshSession();
      setIsTurnOffAsked(false);
      setState({ kind: 'off' });
      toast({ title: 'Two-Factor Off', description: 'Your password alone signs you in again.' });
    });

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-raised p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="two-factor-heading" className="font-semibold text-ink">
            Two-factor authentication
          </h2>
          <p className="mt-1 text-muted text-sm leading-relaxed">
            {state.kind === 'on'
              ? 'On: each sign-in asks for a code from your authenticator app.'
              : 'Ask for a code from an authenticator app at each sign-in, so a password alone is not enough.'}
          </p>
        </div>
      </div>

      {state.kind === 'loading' && <p className="text-muted text-sm">Loading...</p>}
      {state.kind === 'unavailable' && <Alert>{state.message}</Alert>}

      {state.kind === 'off' && (
        <>
          {error && <Alert variant="destructive">{error}</Alert>}
          <Button variant="secondary" onClick={() => void setUp()} isLoading={isBusy}>
            Set Up Two-Factor
          </Button>
        </>
      )}

      {state.kind === 'setting-up' && (
        <form
          onSubmit={(event) => turnOn(event, state.pending)}
          aria-label="Set up two-factor authentication"
          className="flex flex-col gap-4"
        >
          <ol className="list-decimal space-y-1 pl-5 text-ink text-sm">
            <li>Scan this code with an authenticator app (or type the key below into it).</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <img
            src={state.pending.qrCode}
            alt="QR code for your authenticator app"
            className="size-48 self-center rounded-lg border border-line bg-white p-2"
          />
          <Field label="Key for your authenticator app">
            <Input
              readOnly
              value={state.pending.secret}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
          </Field>
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
            />
          </Field>
          {error && <Alert variant="destructive">{error}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={isBusy}>
              Turn On
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => void cancel(state.pending)}
              disabled={isBusy}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}

      {state.kind === 'on' && (
        <>
          {error && <Alert variant="destructive">{error}</Alert>}
          <Button
            variant="secondary"
            onClick={() => setIsTurnOffAsked(true)}
            className="border-destructive/30 text-destructive hover:bg-destructive-soft"
          >
            Turn Off Two-Factor
          </Button>
          <ConfirmDialog
            isOpen={isTurnOffAsked}
            title="Turn off two-factor sign-in?"
            description="Your password, or a link mailed to you, will be enough to sign in again."
            confirmLabel="Turn Off"
            isDestructive
            isPending={isBusy}
            onConfirm={() => void turnOff(state.factor)}
            onCancel={() => setIsTurnOffAsked(false)}
          />
        </>
      )}
    </section>
  );
}
