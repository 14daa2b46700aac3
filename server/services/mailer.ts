import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Avantages Pro <no-reply@avantages-pro.fr>';

/**
 * Real e-mail through SMTP when SMTP_URL is set; otherwise every message goes to the outbox
 * table and the log, so a person or a test can follow the links it carries (GET /dev/outbox).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  return {
    async send(message) {
      await db.insert(emailOutbox).values(message);
      log.info({ to: message.to, subject: message.subject }, `e-mail (outbox)\n${message.text}`);
    },
  };
}
