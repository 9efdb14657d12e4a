import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { normalizeEmail } from '../../domain/customer/email.ts';
import { inTransaction } from '../db/open-database.ts';
import type { Channel, Locale } from '../shop/locales.ts';
import { buildConfirmationEmail } from './build-confirmation-email.ts';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type SubscriptionRow = {
  id: number;
  email: string;
  channel: string;
  locale: string;
  status: 'pending' | 'confirmed';
  confirm_token: string;
  token_issued_at: string;
  unique_identifier: string | null;
  created_at: string;
  confirmed_at: string | null;
};

export type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  confirm_path: string | null;
  confirm_url: string | null;
  channel: string;
  locale: string;
  created_at: string;
};

export type SubscribeInput = {
  email: string;
  channel: Channel;
  locale: Locale;
  uniqueIdentifier?: string;
  /** Where the visitor subscribed (shop origin plus language prefix), for the mail's link only. */
  linkBase?: string;
};

export type SubscribeResult = { status: 'pending' | 'already-confirmed' };

export type ConfirmResult = { status: 'confirmed' } | { error: 'unknown-token' } | { error: 'expired-token' };

export function createConfirmToken(): string {
  return randomBytes(32).toString('hex');
}

export function createNewsletterStore(db: DatabaseSync, now: () => number) {
  const isoNow = () => new Date(now()).toISOString();

  function findSubscription(email: string, channel: Channel): SubscriptionRow | undefined {
    return db
      .prepare('SELECT * FROM newsletter_subscriptions WHERE email = ? AND channel = ?')
      .get(email, channel) as SubscriptionRow | undefined;
  }

  function writeOutbox(email: string, token: string, input: SubscribeInput) {
    const message = buildConfirmationEmail(email, token, input.channel, input.locale, input.linkBase);
    db.prepare(
      'INSERT INTO outbox (to_address, subject, body, confirm_path, confirm_url, channel, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(message.to, message.subject, message.body, message.confirmPath, message.confirmUrl, input.channel, input.locale, isoNow());
  }

  /** Idempotent per email and channel: a pending subscription gets a fresh token and a new mail. */
  function subscribe(input: SubscribeInput): SubscribeResult {
    const email = normalizeEmail(input.email);
    return inTransaction(db, () => {
      const existing = findSubscription(email, input.channel);
      if (existing?.status === 'confirmed') return { status: 'already-confirmed' };
      const token = createConfirmToken();
      const issuedAt = isoNow();
      if (existing) {
        db.prepare(
          'UPDATE newsletter_subscriptions SET confirm_token = ?, token_issued_at = ?, locale = ?, unique_identifier = COALESCE(?, unique_identifier) WHERE id = ?',
        ).run(token, issuedAt, input.locale, input.uniqueIdentifier ?? null, existing.id);
      } else {
        db.prepare(
          `INSERT INTO newsletter_subscriptions
             (email, channel, locale, status, confirm_token, token_issued_at, unique_identifier, created_at)
           VALUES (?, ?, ?, 'pending', ?, ?, ?, ?)`,
        ).run(email, input.channel, input.locale, token, issuedAt, input.uniqueIdentifier ?? null, issuedAt);
      }
      writeOutbox(email, token, input);
      return { status: 'pending' };
    });
  }

  function confirm(token: string): ConfirmResult {
    return inTransaction(db, () => {
      const row = db.prepare('SELECT * FROM newsletter_subscriptions WHERE confirm_token = ?').get(token) as
        | SubscriptionRow
        | undefined;
      if (!row) return { error: 'unknown-token' };
      // A second click on the link of a confirmed subscription is not an error.
      if (row.status === 'confirmed') return { status: 'confirmed' };
      if (now() - Date.parse(row.token_issued_at) > TOKEN_LIFETIME_MS) return { error: 'expired-token' };
      db.prepare("UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ? WHERE id = ?").run(isoNow(), row.id);
      return { status: 'confirmed' };
    });
  }

  function listOutbox(to: string, limit = 20): OutboxRow[] {
    return db
      .prepare('SELECT * FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?')
      .all(normalizeEmail(to), limit) as OutboxRow[];
  }

  function listSubscriptions(email: string): SubscriptionRow[] {
    return db
      .prepare('SELECT * FROM newsletter_subscriptions WHERE email = ? ORDER BY id')
      .all(normalizeEmail(email)) as SubscriptionRow[];
  }

  return { subscribe, confirm, listOutbox, listSubscriptions };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
