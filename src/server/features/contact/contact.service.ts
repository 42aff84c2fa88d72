import { createHash, randomBytes } from 'node:crypto';
import type { ContactRequest } from '../../../shared/contracts/contact.ts';
import type { Logger } from '../../logger.ts';
import type { MailProvider } from '../../providers/mail/mail.provider.ts';
import type { ContactRepo } from './contact.repo.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Contact messages (stored, then mailed to support) and the newsletter's double opt-in. */
export function contactService(deps: {
  repo: ContactRepo;
  mail: MailProvider;
  supportEmail: string;
  publicUrl: string;
  logger: Logger;
}) {
  const { repo, mail } = deps;
  return {
    /** Stores the message first (it is never lost), then mails it to support with a reply-to of the sender. */
    async send(message: Required<ContactRequest>, from: { userId: string | null; address: string }) {
      const row = await repo.saveMessage(message, from);
      try {
        await mail.send({
          to: deps.supportEmail,
          subject: `[Contact #${row.id}] ${message.subject || `Message from ${message.name}`}`,
          text: [
            `From: ${message.name} <${message.email}>`,
            from.userId ? `Account: ${from.userId}` : 'Not signed in',
            '',
            message.message,
          ].join('\n'),
        });
      } catch (err) {
        // Stored already: support also reads the table, so the sender is not asked to send it again.
        deps.logger.error({ err, id: row.id }, 'contact message stored but not mailed');
      }
      return { id: row.id };
    },

    /** Starts (or restarts) the double opt-in: a pending row and a mailed confirmation link. */
    async subscribe(email: string): Promise<{ status: 'confirmation_sent' | 'already_subscribed'; message: string }> {
      const address = email.trim().toLowerCase();
      const existing = await repo.subscriber(address);
      if (existing?.status === 'confirmed') {
        return { status: 'already_subscribed', message: 'You are already subscribed. Thanks for reading!' };
      }
      const token = randomBytes(24).toString('base64url');
      await repo.savePending(address, hashToken(token));
      const link = `${deps.publicUrl}/api/newsletter/confirm?token=${token}`;
      await mail.send({
        to: address,
        subject: 'Confirm your Soundsleeve newsletter subscription',
        text: `Please confirm that you want the Soundsleeve newsletter at this address:\n\n${link}\n\nIf you did not ask for it, ignore this mail and nothing happens.`,
      });
      return {
        status: 'confirmation_sent',
        message: `Almost done: we sent a confirmation link to ${address}. Open it to subscribe.`,
      };
    },

    /** Confirms a subscription from its mailed link; false when the link is unknown or used. */
    async confirm(token: string): Promise<boolean> {
      return repo.confirm(hashToken(token));
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
