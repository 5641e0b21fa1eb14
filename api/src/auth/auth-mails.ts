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

/** The sign-in mail of `POST /otp` (signInWithOtp) for a confirmed address. */
export function magicLinkMail(to: string, link: string, code: string): AuthMail {
  return {
    kind: 'magiclink',
    to,
    subject: 'Your sign-in link',
    text: `Follow this link to sign in:\n\n${link}\n\nOr enter this code: ${code}\n\nIt works once, within an hour. If you did not ask for this, ignore this mail.\n`,
    link,
    code,
  };
}
