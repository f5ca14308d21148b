import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from './quoted-printable';

export type CaughtMail = { to: string[]; raw: string; subject: string; text: string };

/** A real SMTP server in this process: the app sends to it over TCP; tests read what arrived. */
export async function startSmtpServer() {
  const mails: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  let isDown = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // "Down": every connection is turned away as a busy mail server does (421).
    onConnect(_session, callback) {
      if (!isDown) return callback();
      const err = Object.assign(new Error('Service not available'), { responseCode: 421 });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decodeQuotedPrintable(raw);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: /^Subject: (.*)$/im.exec(raw)?.[1] ?? '',
          text,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Turns connections away (true) or accepts them again (false). */
    setDown(down: boolean) {
      isDown = down;
    },
    /** The mails that arrived for `to`. */
    to: (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase())),
    /** The newest mail to `to` arriving after `after` mails had come (default: any). */
    async waitFor(to: string, after = 0, timeoutMs = 30_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails
          .slice(after)
          .filter((m) => m.to.includes(to.toLowerCase()))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpServer>>;

/** The six-digit code in a mail's text. */
export function codeFrom(mail: CaughtMail): string {
  const match = /^\s+(\d{6})\s*$/m.exec(mail.text);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1]!;
}
