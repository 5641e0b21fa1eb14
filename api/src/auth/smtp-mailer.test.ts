import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryMail } from './auth-mails.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

// Just enough of SMTP on a loopback port to see what nodemailer delivers.
let server: Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let isData = false;
    let buffer = '';
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (isData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        isData = false;
        socket.write('250 queued\r\n');
      }
      let newline = buffer.indexOf('\r\n');
      while (!isData && newline !== -1) {
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO'))
          socket.write('250 localhost\r\n');
        else if (command.startsWith('DATA')) {
          isData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('SMTP mailer', () => {
  it('delivers the mail with its link to the SMTP server', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Recipes <no-reply@example.com>',
    });
    await mailer.send(
      recoveryMail('ada@example.com', 'http://localhost/verify?token=abc', '123456'),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ada@example.com');
    expect(received[0]).toContain('Subject: Reset your password');
    expect(received[0]).toContain('123456');
  });
});
