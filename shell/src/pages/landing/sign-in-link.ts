import type { AuthModule } from '../../session/auth-loader.ts';

/**
 * Mails a sign-in link and code to an existing account (signInWithOtp). The link comes back to
 * /auth/callback like a provider's sign-in. No account is made here: that is Sign Up's job.
 */
export async function sendSignInLink({ supabase }: AuthModule, email: string) {
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: {
      shouldCreateUser: false,
      emailRedirectTo: `${window.location.origin}/auth/callback`,
    },
  });
  const isUnknown = error && 'code' in error && error.code === 'otp_disabled';
  return {
    error,
    errorText: isUnknown
      ? 'No account uses this e-mail address. Check it, or choose Sign Up.'
      : undefined,
  };
}
