import type { AuthMail } from './auth-mailer.ts';

/** The confirmation mail of a sign-up with auto-confirm off. */
export function confirmationMail(to: string, link: string, code: string): AuthMail {
  return {
    kind: 'confirmation',
    to,
    subject: 'Confirm your sign-up',
    text: `Follow this link to confirm your e-mail address:\n\n${link}\n\nOr enter this code: ${code}\n`,
    link,
    code,
  };
}

/** The password recovery mail. */
export function recoveryMail(to: string, link: string, code: string): AuthMail {
  return {
    kind: 'recovery',
    to,
    subject: 'Reset your password',
    text: `Follow this link to choose a new password:\n\n${link}\n\nOr enter this code: ${code}\n\nIf you did not ask for this, ignore this mail.\n`,
    link,
    code,
  };
}
