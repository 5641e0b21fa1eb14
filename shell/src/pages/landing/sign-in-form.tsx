import { type FormEvent, useRef, useState } from 'react';
import { EmailCodeForm } from './email-code-form.tsx';
import { FormStatus } from './form-status.tsx';
import { sendSignInLink } from './sign-in-link.ts';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function SignInForm() {
  const { values, setValue, isBusy, error, notice, submit, formProps } = useAuthForm({
    email: '',
    password: '',
  });
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async ({ supabase }) => {
      const { error } = await supabase.auth.signInWithPassword(values);
      return { error, notice: 'Successfully signed in!' };
    });
  };

  // Only the address is needed for a link: the browser says what is wrong with it, if anything.
  const emailLink = () => {
    if (!emailInput.current?.reportValidity()) return;
    const email = values.email.trim();
    void submit(async (auth) => {
      const sent = await sendSignInLink(auth, email);
      if (!sent.error) setCodeSentTo(email);
      return sent;
    });
  };

  if (codeSentTo) {
    return <EmailCodeForm email={codeSentTo} onBack={() => setCodeSentTo(null)} />;
  }

  return (
    <form onSubmit={onSubmit} {...formProps} className="flex flex-col gap-4" aria-label="Sign In">
      <TextField
        ref={emailInput}
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        disabled={isBusy}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        disabled={isBusy}
      />
      <FormStatus error={error} notice={notice} />
      <SubmitButton isBusy={isBusy} label="Sign In" />
      <button
        type="button"
        onClick={emailLink}
        disabled={isBusy}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white font-semibold text-stone-800 transition hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70"
      >
        E-mail me a sign-in link
      </button>
    </form>
  );
}
