import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter, TransportOptions } from 'nodemailer';
import type { Logger } from '../../logger.ts';
import type { MailMessage, MailProvider } from './mail.provider.ts';

/** nodemailer (~100 ms to load) is loaded when the first mail is sent, not at every start. */
function lazyTransport(options: string | TransportOptions | Record<string, unknown>) {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(options)));
}

/** Real delivery through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = lazyTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}

/**
 * The offline default: each mail becomes an .eml file in DATA_DIR/outbox, and the log says which file, so
 * verification and password reset can be completed without a mail server. The links themselves stay in the files:
 * they carry sign-in tokens, and logs are read by more people, for longer, than a mailbox. Beside each .eml is a
 * .txt of the same name with its headers and plain text as written: the .eml is quoted-printable, which wraps long
 * links with `=` and escapes their `=` signs, so a link copied from it by hand is broken.
 */
export function outboxMail(outboxDir: string, from: string, logger: Logger): MailProvider {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const info = await (await transport()).sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const base = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}`);
      const file = `${base}.eml`;
      await fs.writeFile(file, info.message as Buffer);
      await fs.writeFile(`${base}.txt`, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`);
      logger.info(
        { to: message.to, subject: message.subject, file, messageId: info.messageId },
        `mail written to the outbox: ${message.subject}`,
      );
    },
  };
}
