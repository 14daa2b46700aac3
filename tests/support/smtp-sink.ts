/**
 * A real SMTP server on the loopback interface for the tests of the server's e-mail
 * (`smtp-server` and `mailparser`, by nodemailer's authors): it accepts every message over plain
 * SMTP, parses it and keeps it, so a test reads what a mail reader would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type DatabaseKind, type TestServer } from './api-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the SMTP server was told. */
  recipients: string[];
  /** The envelope's sender (MAIL FROM). */
  sender: string;
  parsed: ParsedMail;
  /** The plain-text body. */
  text: string;
  /** The HTML body, or '' when the message has none. */
  html: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** The messages sent to this address, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Loopback only, for tests: no login and no TLS to set up.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      // The message is kept before the server says 250: once the sender's sendMail has
      // resolved (and with it the server's answer to the HTTP call), the test finds it here.
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((message) => message.recipients.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test server that sends its e-mails over SMTP to a sink of its own; `close` stops both. */
export async function startServerWithSmtpSink(
  kind: DatabaseKind,
): Promise<{ server: TestServer; smtp: SmtpSink; close(): Promise<void> }> {
  const smtp = await startSmtpSink();
  const server = await startTestServer(kind, { env: { SMTP_URL: smtp.url } });
  return {
    server,
    smtp,
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}
