import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMail, smtpMail } from '../../src/server/providers/mail/nodemailer-mail.ts';
import { call } from '../support/auth-client.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Quoted-printable soft line breaks and escapes, enough to read links out of a raw message. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('account mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: TestDatabase;
  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await smtp.close();
    await database.destroy();
  });

  it('delivers the verification and reset mails, whose links work', async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Soundsleeve <hello@soundsleeve.test>' });
    const app = buildTestApp(database, { config, mail: smtpMail(config.smtpUrl!, config.mailFrom) });
    const address = `smtp-${Date.now()}@example.com`;
    const signUp = await call(app, '/api/auth/sign-up/email', {
      body: { name: 'Mail Tester', email: address, password: 'secret-pass', callbackURL: '/' },
    });
    expect(signUp.status).toBe(200);
    await expect.poll(() => smtp.received.length).toBe(1);
    const verification = decodeQp(smtp.received[0]!.raw);
    expect(smtp.received[0]!.to).toEqual([address]);
    expect(smtp.received[0]!.from).toBe('hello@soundsleeve.test');
    expect(verification).toContain('Subject: Confirm your email for Soundsleeve');
    const verifyLink = new URL(verification.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/)![0]);
    const verified = await app.request(verifyLink.pathname + verifyLink.search);
    expect(verified.headers.get('location')).toBe('/');

    await call(app, '/api/auth/request-password-reset', { body: { email: address, redirectTo: '/reset-password' } });
    await expect.poll(() => smtp.received.length).toBe(2);
    const reset = decodeQp(smtp.received[1]!.raw);
    expect(reset).toContain('Subject: Reset your Soundsleeve password');
    expect(reset).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
  });
});

describe('the offline outbox', () => {
  /** A logger that keeps every line it writes. */
  const capturing = () => {
    const lines: string[] = [];
    return { lines, logger: pino({ level: 'debug' }, { write: (l: string) => void lines.push(l) }) };
  };

  it('writes each mail as an .eml file and a plain text twin, and logs where it is, never its links', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-outbox-'));
    const { lines, logger } = capturing();
    await outboxMail(dir, 'Soundsleeve <no-reply@soundsleeve.app>', logger).send({
      to: 'ada@example.com',
      subject: 'Reset your Soundsleeve password',
      text: `Choose a new password: http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password&token=${'x'.repeat(90)}`,
    });
    const link = `http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password&token=${'x'.repeat(90)}`;
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@example\.com\.eml$/);
    // The .eml wraps and escapes the long link; the .txt beside it holds it whole, on one line, to copy by hand.
    const twin = fs.readFileSync(path.join(dir, files[0]!.replace(/\.eml$/, '.txt')), 'utf8');
    expect(twin.split('\n')).toContain(`Choose a new password: ${link}`);
    expect(twin).toContain('Subject: Reset your Soundsleeve password');
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Reset your Soundsleeve password');
    expect(eml).not.toContain(link);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      file: path.join(dir, files[0]!),
      subject: 'Reset your Soundsleeve password',
    });
    expect(lines[0]).not.toContain('reset-password/abc');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the verification and reset tokens out of the log: they are only in the mail', async () => {
    const database = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-outbox-'));
    try {
      const { lines, logger } = capturing();
      const config = testConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' });
      const app = buildTestApp(database, { config, mail: outboxMail(dir, config.mailFrom, logger) });
      const address = `outbox-${Date.now()}@example.com`;
      /** Each mail's plain text (written after its .eml): where a person copies a link from. */
      const mails = () => fs.readdirSync(dir).filter((f) => f.endsWith('.txt'));
      const mailedLink = async (count: number, pattern: RegExp) => {
        await expect.poll(() => mails().length).toBe(count);
        const newest = mails().sort().at(-1)!;
        return new URL(fs.readFileSync(path.join(dir, newest), 'utf8').match(pattern)![0]);
      };

      const signUp = await call(app, '/api/auth/sign-up/email', {
        body: { name: 'Outbox Tester', email: address, password: 'secret-pass', callbackURL: '/' },
      });
      expect(signUp.status).toBe(200);
      const verifyLink = await mailedLink(1, /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/);
      const verifyToken = verifyLink.searchParams.get('token')!;
      expect(verifyToken.length).toBeGreaterThan(20);
      expect((await app.request(verifyLink.pathname + verifyLink.search)).headers.get('location')).toBe('/');

      await call(app, '/api/auth/request-password-reset', { body: { email: address, redirectTo: '/reset-password' } });
      const resetLink = await mailedLink(2, /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
      const resetToken = resetLink.pathname.split('/').at(-1)!;
      expect(resetToken.length).toBeGreaterThan(20);

      const log = lines.join('');
      expect(lines).toHaveLength(2);
      for (const file of mails()) expect(log).toContain(JSON.stringify(path.join(dir, file.replace(/\.txt$/, '.eml'))));
      expect(log).not.toContain(verifyToken);
      expect(log).not.toContain(resetToken);
      expect(log).not.toMatch(/verify-email|reset-password\//);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await database.destroy();
    }
  });
});
