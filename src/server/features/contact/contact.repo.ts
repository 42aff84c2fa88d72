import { and, eq } from 'drizzle-orm';
import type { ContactRequest } from '../../../shared/contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.ts';

/** Contact messages and newsletter subscriptions. Tokens arrive hashed; addresses arrive normalised. */
export function contactRepo(db: Database) {
  return {
    async saveMessage(
      message: Required<ContactRequest>,
      from: { userId: string | null; address: string },
    ): Promise<{ id: number }> {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...message, userId: from.userId, clientAddress: from.address })
        .returning({ id: contactMessages.id });
      return row!;
    },

    async subscriber(email: string) {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      return row ?? null;
    },

    /** A pending subscription with this confirmation token, replacing any earlier token for the address. */
    async savePending(email: string, tokenHash: string): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values({ email, tokenHash })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { tokenHash, createdAt: new Date() },
        });
    },

    /** Confirms the pending subscription holding this token (once: the token is cleared); false when none does. */
    async confirm(tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date(), tokenHash: null })
        .where(and(eq(newsletterSubscribers.tokenHash, tokenHash), eq(newsletterSubscribers.status, 'pending')))
        .returning({ email: newsletterSubscribers.email });
      return rows.length === 1;
    },
  };
}

export type ContactRepo = ReturnType<typeof contactRepo>;
