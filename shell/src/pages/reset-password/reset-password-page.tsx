import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loadAuth } from '../../session/auth-loader.ts';
import { unexpectedError } from '../../session/auth-messages.ts';
import { needsSecondFactor } from '../../session/second-factor.ts';
import { useSession } from '../../session/session-context.ts';
import { FormStatus } from '../landing/form-status.tsx';
import { SubmitButton } from '../landing/submit-button.tsx';
import { TextField } from '../landing/text-field.tsx';
import SecondFactorPage from '../second-factor/second-factor-page.tsx';

/** /auth/reset-password: the reset link signs the user in (PASSWORD_RECOVERY); set a new password. */
export default function ResetPasswordPage() {
  const { status, session } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    try {
      const { supabase, authErrorMessage } = await loadAuth();
      const { error: authError } = await supabase.auth.updateUser({ password });
      if (authError) setError(authErrorMessage(authError));
      else navigate('/', { replace: true });
    } catch {
      setError(unexpectedError);
    } finally {
      setIsBusy(false);
    }
  };

  // With two-factor sign-in, the password changes only from a session that gave the code.
  if (status === 'signed-in' && needsSecondFactor(session)) return <SecondFactorPage />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface p-4">
      <section className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-lg">
        <h1 className="font-semibold text-stone-900 text-xl">Set a new password</h1>
        {status === 'signed-in' ? (
          <form onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-4">
            <TextField
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
              disabled={isBusy}
            />
            <FormStatus error={error} notice={null} />
            <SubmitButton isBusy={isBusy} label="Update Password" />
          </form>
        ) : (
          <p className="mt-3 text-sm text-stone-600">
            This reset link is invalid or has expired.{' '}
            <Link to="/auth/login" className="font-medium text-brand-700 underline">
              Back to sign in
            </Link>
          </p>
        )}
      </section>
    </main>
  );
}
