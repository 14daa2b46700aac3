/**
 * Sends the e-mails of the server (invitations, password resets, the weekly digest): through SMTP
 * when SMTP_URL is set (docs/operations.md, "E-mail"), to the outbox table otherwise (the demo
 * only: production refuses to start without SMTP_URL, server/config.ts). The log never gets a
 * body or a link: they carry single-use credentials.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body: every message has one, for any mail reader. */
  text: string;
  /** The same message as simple HTML, for readers that show it. */
  html?: string;
  /** More header fields, sent as they are (the digest's `List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Avantages Pro <no-reply@avantages-pro.fr>';

/**
 * How long a send may wait on the SMTP server before failing: an admin's request waits for it,
 * and nodemailer's own defaults (up to 2 minutes to connect, 10 to go quiet) would hold it that
 * long. SMTP_URL's query (`?connectionTimeout=20000`) overrides any of them.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * Real e-mail through SMTP when SMTP_URL is set; otherwise every message goes to the outbox
 * table, which admins read in the back office (« Courriels envoyés », docs/back-office/emails.md).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
    return {
      async send(message) {
        try {
          await transport.sendMail({ from: FROM, ...message });
        } catch (error) {
          // The caller decides what the person is told; the cause is for whoever runs the server.
          log.warn({ err: error, to: message.to, subject: message.subject }, 'e-mail not sent');
          throw error;
        }
      },
    };
  }
  return {
    async send(message) {
      // The outbox keeps what admins read; header fields only matter to a mail client.
      const { to, subject, text, html } = message;
      await db.insert(emailOutbox).values({ to, subject, text, html });
      log.info({ to: message.to, subject: message.subject }, 'e-mail kept in the outbox');
    },
  };
}
