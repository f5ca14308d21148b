import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a mail sent twice by a crash is recognisably the same one. */
  messageId?: string;
};
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise the message is printed to the log (development). */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    return {
      send: async (mail) => {
        // Development prints the mail (its code included) so one can sign up without a mail server;
        // production never puts a code in its log (ADR 014).
        if (config.NODE_ENV === 'production') {
          log.warn({ mailTo: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is unset');
          return;
        }
        log.info({ mailTo: mail.to, subject: mail.subject }, `mail not sent (SMTP_URL unset):\n${mail.text}`);
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
    close: () => transport.close(),
  };
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
