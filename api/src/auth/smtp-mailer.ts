import { createTransport } from 'nodemailer';
import type { AuthMailer } from './auth-mailer.ts';

/** Sends auth mails through the SMTP server of `SMTP_URL` (smtp://user:pass@host:port). */
export function createSmtpMailer(options: { url: string; from: string }): AuthMailer {
  const transport = createTransport(options.url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
