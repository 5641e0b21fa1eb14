import { toast } from '@app/ui';
import { useState } from 'react';
import { authErrorMessage } from '../../session/auth-errors.ts';

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
  const submit = async (run: () => Promise<{ error: unknown } & { notice?: string }>) => {
    setIsBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await run();
      if (result.error) setError(authErrorMessage(result.error));
      else if (result.notice) {
        setNotice(result.notice);
        toast({ title: result.notice });
      }
    } catch {
      setError(authErrorMessage(null));
      toast({ title: 'An unexpected error occurred', variant: 'destructive' });
    } finally {
      setIsBusy(false);
    }
  };

  return { values, setValue, isBusy, error, notice, submit };
}
