import { AuthError, validationFailed } from './auth-error.ts';
import type { AuthSettings } from './auth-settings.ts';

/** GoTrue's limit, inherited from bcrypt; counted in bytes as GoTrue does. */
const maxPasswordBytes = 72;

/**
 * Refuses a new password the way GoTrue does: too long is a validation error (400), too weak
 * is `weak_password` (422) with the reasons supabase-js surfaces on AuthWeakPasswordError.
 */
export function assertPasswordAllowed(
  password: string,
  policy: Pick<AuthSettings, 'passwordMinLength' | 'passwordRequiredCharacters'>,
): void {
  if (Buffer.byteLength(password, 'utf8') > maxPasswordBytes) {
    throw validationFailed(`Password cannot be longer than ${maxPasswordBytes} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.passwordMinLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.passwordMinLength} characters.`);
  }
  const missingSet = policy.passwordRequiredCharacters.some(
    (set) => ![...set].some((character) => password.includes(character)),
  );
  if (missingSet) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${policy.passwordRequiredCharacters.join(', ')}.`,
    );
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), {
      weak_password: { reasons },
    });
  }
}
