import type { Logger } from 'pino';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** A mail of the embedded auth: a link to follow and the same secret as a 6-digit code. */
export interface AuthMail {
  kind: 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'email_change_notice';
  to: string;
  subject: string;
  text: string;
  link: string;
  code: string;
}

/** Delivers auth mails; SMTP in production, an outbox folder on a developer's machine. */
export interface AuthMailer {
  send(mail: AuthMail): Promise<void>;
}

export interface AuthMailerOptions {
  smtpUrl?: string;
  from: string;
  /** `<DATA_DIR>/outbox`, used without SMTP. */
  outboxDir: string;
  logger: Logger;
}

/** SMTP when a server is configured, otherwise the outbox (a local user can still finish flows). */
export function createAuthMailer(options: AuthMailerOptions): AuthMailer {
  if (options.smtpUrl) return createSmtpMailer({ url: options.smtpUrl, from: options.from });
  return createOutboxMailer({ directory: options.outboxDir, logger: options.logger });
}
