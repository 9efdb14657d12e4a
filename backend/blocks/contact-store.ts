import type { DatabaseSync } from 'node:sqlite';
import type { ContactFormRequest } from '../../domain/shop-api-contract/index.ts';
import { normalizeEmail } from '../../domain/customer/email.ts';
import type { Channel, Locale } from '../shop/locales.ts';

/** Where messages to an unknown (or no) contact person go. */
export const GENERAL_INBOX = 'customer-service';

export type ContactMessageRow = {
  id: number;
  channel: string;
  locale: string;
  requested_person: string | null;
  delivered_to: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  page: string | null;
  created_at: string;
};

export function createContactStore(db: DatabaseSync, now: () => number) {
  const personExists = (key: string, channel: Channel) =>
    db.prepare('SELECT 1 AS found FROM contact_persons WHERE key = ? AND channel = ?').get(key, channel) !== undefined;

  /** Stores the message; one addressed to nobody the backend knows lands in the general inbox. */
  function receive(input: ContactFormRequest & { channel: Channel; locale: Locale }): { id: number; personFound: boolean } {
    const requested = input.contactPerson ?? null;
    const personFound = requested !== null && personExists(requested, input.channel);
    const result = db
      .prepare(
        `INSERT INTO contact_messages (channel, locale, requested_person, delivered_to, name, email, subject, message, page, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.channel,
        input.locale,
        requested,
        personFound ? requested : GENERAL_INBOX,
        input.name.trim(),
        normalizeEmail(input.email),
        input.subject?.trim() || null,
        input.message.trim(),
        input.page ?? null,
        new Date(now()).toISOString(),
      );
    return { id: Number(result.lastInsertRowid), personFound };
  }

  function listMessages(email: string): ContactMessageRow[] {
    return db.prepare('SELECT * FROM contact_messages WHERE email = ? ORDER BY id').all(normalizeEmail(email)) as ContactMessageRow[];
  }

  return { receive, listMessages };
}

export type ContactStore = ReturnType<typeof createContactStore>;
