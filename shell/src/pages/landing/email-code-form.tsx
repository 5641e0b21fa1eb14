import type { FormEvent } from 'react';
import { FormStatus } from './form-status.tsx';
import { sendSignInLink } from './sign-in-link.ts';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import { useAuthForm } from './use-auth-form.ts';

/**
 * After "E-mail me a sign-in link": the mail holds a link and a 6-digit code. The link signs in
 * wherever it is opened; the code, typed here, signs in this device (the mail may be on a phone).
 */
export function EmailCodeForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { values, setValue, isBusy, error, notice, submit, formProps } = useAuthForm({ code: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async ({ supabase }) => {
      const { error } = await supabase.auth.verifyOtp({
        email,
        token: values.code.trim(),
        type: 'email',
      });
      return {
        error,
        errorText: error ? 'That code is wrong or has expired. Ask for a new link.' : undefined,
        notice: 'Successfully signed in!',
      };
    });
  };

  const sendAgain = () =>
    void submit(async (auth) => ({
      ...(await sendSignInLink(auth, email)),
      notice: 'We sent a new link and code.',
    }));

  return (
    <form
      onSubmit={onSubmit}
      {...formProps}
      className="flex flex-col gap-4"
      aria-label="Sign in with a code"
    >
      <div className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-stone-800">
        <p className="font-semibold">Check your e-mail</p>
        <p className="mt-1">
          We sent a sign-in link and a 6-digit code to <strong>{email}</strong>. Open the link, or
          enter the code here. Both work once, within an hour.
        </p>
      </div>
      <TextField
        id="sign-in-code"
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        title="The 6 digits from the e-mail"
        value={values.code}
        onChange={(event) => setValue('code', event.target.value.replace(/\D/g, ''))}
        disabled={isBusy}
        autoFocus
      />
      <FormStatus error={error} notice={notice} />
      <SubmitButton isBusy={isBusy} label="Sign In with Code" />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={sendAgain}
          disabled={isBusy}
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
        >
          Send a New Link
        </button>
        <button
          type="button"
          onClick={onBack}
          className="rounded font-semibold text-stone-600 underline-offset-2 hover:underline"
        >
          Use Password Instead
        </button>
      </div>
    </form>
  );
}
