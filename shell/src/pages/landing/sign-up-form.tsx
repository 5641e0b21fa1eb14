import type { FormEvent } from 'react';
import { FormStatus } from './form-status.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function SignUpForm() {
  const { values, setValue, isBusy, error, notice, submit, formProps } = useAuthForm({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async ({ supabase }) => {
      const { error } = await supabase.auth.signUp({
        email: values.email,
        password: values.password,
        options: { data: { first_name: values.firstName, last_name: values.lastName } },
      });
      return {
        error,
        notice: 'Account created successfully! Please check your email to verify your account.',
      };
    });
  };

  return (
    <form onSubmit={onSubmit} {...formProps} className="flex flex-col gap-4" aria-label="Sign Up">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="sign-up-first-name"
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => setValue('firstName', event.target.value)}
          disabled={isBusy}
        />
        <TextField
          id="sign-up-last-name"
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => setValue('lastName', event.target.value)}
          disabled={isBusy}
        />
      </div>
      <TextField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        disabled={isBusy}
      />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        disabled={isBusy}
      />
      <FormStatus error={error} notice={notice} />
      <SubmitButton isBusy={isBusy} label="Create Account" />
    </form>
  );
}
