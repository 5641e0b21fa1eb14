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

/** To the new address of an e-mail change: following it makes the change. */
export function emailChangeMail(to: string, link: string, code: string): AuthMail {
  return {
    kind: 'email_change',
    to,
    subject: 'Confirm your new e-mail address',
    text: `Follow this link to use this address for your Mise account:\n\n${link}\n\nOr enter this code: ${code}\n\nIf you did not ask for this, ignore this mail: nothing changes.\n`,
    link,
    code,
  };
}

/** To the current address: the change was asked for, and happens only once the new one confirms. */
export function emailChangeNoticeMail(to: string, newEmail: string): AuthMail {
  return {
    kind: 'email_change_notice',
    to,
    subject: 'Your e-mail address is being changed',
    text: `Someone signed in to your Mise account asked to change its e-mail address to ${newEmail}. It changes only once that address confirms.\n\nIf this was not you, sign in and change your password now.\n`,
    link: '',
    code: '',
  };
}
