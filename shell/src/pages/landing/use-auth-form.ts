import { toast } from '@app/ui';
import { useState } from 'react';
import { type AuthModule, loadAuth, preloadAuth } from '../../session/auth-loader.ts';
import { unexpectedError } from '../../session/auth-messages.ts';

/** `errorText` replaces the auth server's own words for the error, where the form knows better. */
type AuthCall = (
  auth: AuthModule,
) => Promise<{ error: unknown; errorText?: string; notice?: string }>;

/** Shared state of the sign-in and sign-up forms: values, busy flag, error and notice. */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setValue = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(null);
  };

  /** Runs a supabase call; `{ error }` answers and thrown errors become the alert text. */
  const submit = async (run: AuthCall) => {
    setIsBusy(true);
    setError(null);
    setNotice(null);
    try {
      const auth = await loadAuth();
      const result = await run(auth);
      if (result.error) setError(result.errorText ?? auth.authErrorMessage(result.error));
      else if (result.notice) {
        setNotice(result.notice);
        toast({ title: result.notice });
      }
    } catch {
      setError(unexpectedError);
      toast({ title: unexpectedError, variant: 'destructive' });
    } finally {
      setIsBusy(false);
    }
  };

  // The user is about to sign in: fetch the auth library while they type.
  const formProps = { onFocus: preloadAuth, onPointerDown: preloadAuth };

  return { values, setValue, isBusy, error, notice, submit, formProps, setError };
}
