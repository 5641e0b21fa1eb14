import type { FormEvent } from 'react';
import { FormStatus } from './form-status.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function SignInForm() {
  const { values, setValue, isBusy, error, notice, submit, formProps } = useAuthForm({
    email: '',
    password: '',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async ({ supabase }) => {
      const { error } = await supabase.auth.signInWithPassword(values);
      return { error, notice: 'Successfully signed in!' };
    });
  };

  return (
    <form onSubmit={onSubmit} {...formProps} className="flex flex-col gap-4" aria-label="Sign In">
      <TextField
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
    </form>
  );
}
