import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { AuthMail, AuthMailer } from './auth-mailer.ts';

/**
 * Writes each mail as a JSON file instead of sending it, and logs the link: without an SMTP
 * server a local user (and the tests) can still confirm an address or reset a password.
 */
export function createOutboxMailer(options: { directory: string; logger: Logger }): AuthMailer {
  return {
    async send(mail) {
      await mkdir(options.directory, { recursive: true });
      // Time first, so a directory listing is in sending order.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${mail.kind}-${randomUUID().slice(0, 8)}.json`;
      const path = join(options.directory, name);
      await writeFile(
        path,
        `${JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2)}\n`,
      );
      options.logger.info(
        { to: mail.to, kind: mail.kind, link: mail.link, path },
        'auth mail written to the outbox',
      );
    },
  } satisfies AuthMailer;
}

export type { AuthMail };
