import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { checkPassword, type PasswordProblem } from '../../domain/customer/password.ts';
import { isValidEmail, normalizeEmail } from '../../domain/customer/email.ts';
import { err, ok, type Result } from '../../domain/result/result.ts';
import { inTransaction } from '../db/open-database.ts';
import { isValidLinkBase } from '../newsletter/build-confirmation-email.ts';
import type { Channel, Locale } from '../shop/locales.ts';
import { fillText, getCustomerTexts } from './customer-texts.ts';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, verifyPassword } from './password-hash.ts';

/** A session ends after an hour without a request, and at the latest twelve hours after log-in. */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A reset link works once, for one hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** The shop's page for the link in the reset mail (a route of the shop, in every language). */
export const PASSWORD_CONFIRM_PATH = '/customer/password-confirm';

type CustomerRow = {
  id: number;
  channel: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  number: string;
  is_whitelabel: number;
  locale: string;
};

type OrderRow = { cart_articles_amount: number; is_whitelabel: number };

/** The customer fields of the contract's customer data. */
export type CustomerView = {
  emailHash: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName?: string | null;
  isLoggedIn: boolean;
  isWhitelabelCustomer: boolean;
  number: string | null;
  order: { cartArticlesAmount: number; isWhitelabelOrder: boolean };
  type: number;
};

export const VISITOR: CustomerView = {
  emailHash: null,
  firstName: null,
  lastName: null,
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
  type: 0,
};

export type FieldErrors = Record<string, string[]>;

/** A log-in or sign-up that succeeded: the customer and the new session's id for the cookie. */
export type SignedIn = { customer: CustomerView; sessionId: string };

export type PasswordResetRefusal = { kind: 'invalid-password'; errors: FieldErrors } | { kind: 'invalid-token' };
export type SignupInput = { channel: Channel; locale: Locale; firstName: string; lastName: string; email: string; password: string; newsletter?: boolean; linkBase?: string; previousSessionId?: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export const DEMO_PASSWORD = 'Fotowand-Demo-2024';
/**
 * DEMO_PASSWORD hashed once ahead (the password is public): every backend start seeds the demo
 * accounts, and three scrypt hashes there cost ~0.5 s of CPU per start (each test stack, each
 * backend a unit test starts). password-hash.test.ts checks it against the password and today's parameters.
 */
export const DEMO_PASSWORD_HASH = 'scrypt$32768$8$1$d4CZjayagHEdFQCcmNUGbw$njIdabAAJlPOWq-8g7Wl93Qqt_rfGmkDs9yS_A5O4IY';
/** One demo customer per channel and a whitelabel customer (README, demo credentials). */
export const DEMO_CUSTOMERS = [
  { channel: 'poster', email: 'demo@posterly.example', firstName: 'Paula', lastName: 'Posterfreund', number: 'P-100001', whitelabel: false, cart: 2, locale: 'de-DE' },
  { channel: 'card', email: 'demo@carta.example', firstName: 'Carla', lastName: 'Kartenfreund', number: 'C-200001', whitelabel: false, cart: 1, locale: 'de-DE' },
  { channel: 'poster', email: 'whitelabel@posterly.example', firstName: 'Wanda', lastName: 'Weisslabel', number: 'P-100002', whitelabel: true, cart: 3, locale: 'de-DE' },
] as const;

export function passwordMessage(problem: PasswordProblem, locale: Locale): string {
  const texts = getCustomerTexts(locale);
  return problem === 'too-short' ? texts.passwordTooShort : problem === 'too-long' ? texts.passwordTooLong : texts.passwordTooCommon;
}

const dummyHashes = new Map<number, Promise<string>>();

export function createCustomerStore(db: DatabaseSync, now: () => number, passwordHashCost = DEFAULT_PASSWORD_HASH_COST) {
  const isoNow = () => new Date(now()).toISOString();
  // Unknown addresses are checked against this hash, so a failed log-in takes as long with or
  // without an account (no enumeration by timing). One per process and cost: a unit test starts many stores.
  if (!dummyHashes.has(passwordHashCost)) dummyHashes.set(passwordHashCost, hashPassword(newSecret(), passwordHashCost));
  const dummyHash = dummyHashes.get(passwordHashCost)!;

  function findCustomer(channel: Channel, email: string): CustomerRow | undefined {
    return db.prepare('SELECT * FROM customers WHERE channel = ? AND email = ?').get(channel, normalizeEmail(email)) as CustomerRow | undefined;
  }

  /** `whitelabelLeft`: the session left whitelabel mode, so neither flag is set for it. */
  function toView(row: CustomerRow, whitelabelLeft = false): CustomerView {
    const order = db
      .prepare("SELECT cart_articles_amount, is_whitelabel FROM orders WHERE customer_id = ? AND status = 'cart' ORDER BY id DESC LIMIT 1")
      .get(row.id) as OrderRow | undefined;
    return {
      emailHash: sha256(row.email),
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      isLoggedIn: true,
      isWhitelabelCustomer: !whitelabelLeft && row.is_whitelabel === 1,
      number: row.number,
      order: { cartArticlesAmount: order?.cart_articles_amount ?? 0, isWhitelabelOrder: !whitelabelLeft && order?.is_whitelabel === 1 },
      type: 0,
    };
  }

  function writeMail(to: string, subject: string, body: string, link: string | null, channel: Channel, locale: Locale) {
    db.prepare('INSERT INTO outbox (to_address, subject, body, confirm_path, confirm_url, channel, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      to,
      subject,
      body,
      link ? link.replace(/^https?:\/\/[^/]+/, '') : null,
      link,
      channel,
      locale,
      isoNow(),
    );
  }

  function pruneSessions() {
    db.prepare('DELETE FROM customer_sessions WHERE created_at < ? OR last_seen_at < ?').run(now() - SESSION_ABSOLUTE_LIFETIME_MS, now() - SESSION_IDLE_TIMEOUT_MS);
  }

  /** A new session for the customer; the one the request came with (if any) ends: ids rotate at log-in. */
  function startSession(customerId: number, previousSessionId?: string): string {
    if (previousSessionId) endSession(previousSessionId);
    pruneSessions();
    const id = newSecret();
    db.prepare('INSERT INTO customer_sessions (id_hash, customer_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(sha256(id), customerId, now(), now());
    return id;
  }

  function endSession(sessionId: string) {
    db.prepare('DELETE FROM customer_sessions WHERE id_hash = ?').run(sha256(sessionId));
  }

  /** The customer of a live session; each request moves its idle deadline. */
  function getSessionCustomer(sessionId: string): CustomerView | null {
    const session = db.prepare('SELECT * FROM customer_sessions WHERE id_hash = ?').get(sha256(sessionId)) as
      | { id_hash: string; customer_id: number; created_at: number; last_seen_at: number; whitelabel_left: number }
      | undefined;
    if (!session) return null;
    if (now() - session.created_at > SESSION_ABSOLUTE_LIFETIME_MS || now() - session.last_seen_at > SESSION_IDLE_TIMEOUT_MS) {
      endSession(sessionId);
      return null;
    }
    db.prepare('UPDATE customer_sessions SET last_seen_at = ? WHERE id_hash = ?').run(now(), session.id_hash);
    const row = db.prepare('SELECT * FROM customers WHERE id = ?').get(session.customer_id) as CustomerRow | undefined;
    return row ? toView(row, session.whitelabel_left === 1) : null;
  }

  /** The customer id of a live session (the idle deadline moves as for getSessionCustomer), or null. */
  function getSessionCustomerId(sessionId: string): number | null {
    if (!getSessionCustomer(sessionId)) return null;
    const session = db.prepare('SELECT customer_id FROM customer_sessions WHERE id_hash = ?').get(sha256(sessionId)) as { customer_id: number } | undefined;
    return session?.customer_id ?? null;
  }

  /** Adds articles to the open order of the session's customer; the new count, or null without a live session. */
  function addToCart(sessionId: string, quantity: number): number | null {
    const customer = getSessionCustomer(sessionId);
    if (!customer) return null;
    const session = db.prepare('SELECT customer_id FROM customer_sessions WHERE id_hash = ?').get(sha256(sessionId)) as { customer_id: number };
    const order = db.prepare("SELECT id FROM orders WHERE customer_id = ? AND status = 'cart' ORDER BY id DESC LIMIT 1").get(session.customer_id) as { id: number } | undefined;
    if (order) db.prepare('UPDATE orders SET cart_articles_amount = cart_articles_amount + ? WHERE id = ?').run(quantity, order.id);
    else db.prepare("INSERT INTO orders (customer_id, status, cart_articles_amount, is_whitelabel, created_at) VALUES (?, 'cart', ?, 0, ?)").run(session.customer_id, quantity, isoNow());
    return customer.order.cartArticlesAmount + quantity;
  }

  /** Leaves whitelabel mode for this session (the banner's button); the customer of the session, or null. */
  function leaveWhitelabel(sessionId: string): CustomerView | null {
    db.prepare('UPDATE customer_sessions SET whitelabel_left = 1 WHERE id_hash = ?').run(sha256(sessionId));
    return getSessionCustomer(sessionId);
  }

  async function login(input: { channel: Channel; email: string; password: string; previousSessionId?: string }): Promise<Result<SignedIn, 'wrong-credentials'>> {
    const row = findCustomer(input.channel, input.email);
    const matches = await verifyPassword(input.password, row?.password_hash ?? (await dummyHash));
    if (!row || !matches) return err('wrong-credentials');
    return ok({ customer: toView(row), sessionId: startSession(row.id, input.previousSessionId) });
  }

  function checkSignup(input: SignupInput): FieldErrors {
    const texts = getCustomerTexts(input.locale);
    const errors: FieldErrors = {};
    if (!input.firstName.trim()) errors['firstName'] = [texts.required];
    if (!input.lastName.trim()) errors['lastName'] = [texts.required];
    if (!isValidEmail(input.email.trim())) errors['email'] = [texts.invalidEmail];
    const problem = checkPassword(input.password);
    if (problem) errors['password'] = [passwordMessage(problem, input.locale)];
    return errors;
  }

  async function signup(input: SignupInput): Promise<Result<SignedIn, FieldErrors>> {
    const errors = checkSignup(input);
    if (Object.keys(errors).length > 0) return err(errors);
    const email = normalizeEmail(input.email);
    if (findCustomer(input.channel, email)) return err({ email: [getCustomerTexts(input.locale).emailTaken] });
    const passwordHash = await hashPassword(input.password, passwordHashCost);
    const row = inTransaction(db, () => {
      // Checked again inside the transaction: two sign-ups of one address at once make one account.
      if (findCustomer(input.channel, email)) return null;
      const count = (db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n;
      const number = `${input.channel === 'card' ? 'C' : 'P'}-${300001 + count}`;
      db.prepare(
        `INSERT INTO customers (channel, email, password_hash, first_name, last_name, number, newsletter, locale, created_at, password_changed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(input.channel, email, passwordHash, input.firstName.trim(), input.lastName.trim(), number, input.newsletter ? 1 : 0, input.locale, isoNow(), isoNow());
      return findCustomer(input.channel, email)!;
    });
    if (!row) return err({ email: [getCustomerTexts(input.locale).emailTaken] });
    const texts = getCustomerTexts(input.locale);
    writeMail(email, texts.welcomeSubject, fillText(texts.welcomeBody, { name: row.first_name, email }), null, input.channel, input.locale);
    return ok({ customer: toView(row), sessionId: startSession(row.id, input.previousSessionId) });
  }

  /**
   * Always the same answer. For an account: earlier links stop working, a new one goes out by mail
   * (to the host and language the request came from).
   */
  function requestPasswordReset(input: { channel: Channel; locale: Locale; email: string; linkBase?: string }) {
    const token = newSecret();
    const tokenHash = sha256(token);
    const row = findCustomer(input.channel, input.email);
    if (!row) return;
    const base = input.linkBase && isValidLinkBase(input.linkBase) ? input.linkBase : '';
    const link = `${base}${PASSWORD_CONFIRM_PATH}?token=${token}`;
    inTransaction(db, () => {
      db.prepare('DELETE FROM password_reset_tokens WHERE customer_id = ?').run(row.id);
      db.prepare('INSERT INTO password_reset_tokens (token_hash, customer_id, created_at) VALUES (?, ?, ?)').run(tokenHash, row.id, now());
    });
    const texts = getCustomerTexts(input.locale);
    writeMail(row.email, texts.resetSubject, fillText(texts.resetBody, { link }), link, input.channel, input.locale);
  }

  /** Whether a reset link would still change the password (known, unused, not expired); uses nothing. */
  function isPasswordResetTokenValid(token: string): boolean {
    const row = db.prepare('SELECT created_at FROM password_reset_tokens WHERE token_hash = ?').get(sha256(token)) as { created_at: number } | undefined;
    return row !== undefined && now() - row.created_at <= RESET_TOKEN_LIFETIME_MS;
  }

  /** A new password from a reset link: the link and every session of the account end. */
  async function confirmPasswordReset(input: { locale: Locale; token: string; password: string }): Promise<Result<void, PasswordResetRefusal>> {
    const problem = checkPassword(input.password);
    if (problem) return err({ kind: 'invalid-password', errors: { password: [passwordMessage(problem, input.locale)] } });
    const tokenHash = sha256(input.token);
    const token = db.prepare('SELECT * FROM password_reset_tokens WHERE token_hash = ?').get(tokenHash) as { customer_id: number; created_at: number } | undefined;
    if (!token || now() - token.created_at > RESET_TOKEN_LIFETIME_MS) return err({ kind: 'invalid-token' });
    const passwordHash = await hashPassword(input.password, passwordHashCost);
    const changed = inTransaction(db, () => {
      // Deleted first: of two confirmations with one token only the first changes anything.
      const deleted = db.prepare('DELETE FROM password_reset_tokens WHERE token_hash = ?').run(tokenHash);
      if (deleted.changes !== 1) return false;
      db.prepare('DELETE FROM password_reset_tokens WHERE customer_id = ?').run(token.customer_id);
      db.prepare('UPDATE customers SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(passwordHash, isoNow(), token.customer_id);
      db.prepare('DELETE FROM customer_sessions WHERE customer_id = ?').run(token.customer_id);
      return true;
    });
    return changed ? ok(undefined) : err({ kind: 'invalid-token' });
  }

  /** Idempotent: creates the demo accounts that are missing (with their open orders). */
  async function seedDemoCustomers() {
    // The stored hash is the default cost's; a stack at another cost hashes the demo password once at its own.
    const demoHash = passwordHashCost === DEFAULT_PASSWORD_HASH_COST ? DEMO_PASSWORD_HASH : await hashPassword(DEMO_PASSWORD, passwordHashCost);
    for (const demo of DEMO_CUSTOMERS) {
      if (findCustomer(demo.channel, demo.email)) continue;
      inTransaction(db, () => {
        if (findCustomer(demo.channel, demo.email)) return;
        const result = db
          .prepare(
            `INSERT INTO customers (channel, email, password_hash, first_name, last_name, number, is_whitelabel, locale, created_at, password_changed_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(demo.channel, demo.email, demoHash, demo.firstName, demo.lastName, demo.number, demo.whitelabel ? 1 : 0, demo.locale, isoNow(), isoNow());
        db.prepare("INSERT INTO orders (customer_id, status, cart_articles_amount, is_whitelabel, created_at) VALUES (?, 'cart', ?, ?, ?)").run(
          Number(result.lastInsertRowid),
          demo.cart,
          demo.whitelabel ? 1 : 0,
          isoNow(),
        );
      });
    }
  }

  return { login, signup, endSession, getSessionCustomer, getSessionCustomerId, leaveWhitelabel, addToCart, requestPasswordReset, isPasswordResetTokenValid, confirmPasswordReset, seedDemoCustomers };
}

export type CustomerStore = ReturnType<typeof createCustomerStore>;
