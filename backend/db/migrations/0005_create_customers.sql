-- Customer accounts per channel: the same address may hold one account in each shop.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  email TEXT NOT NULL,
  -- scrypt$N$r$p$salt$hash (base64url): the parameters travel with the hash, so they can grow.
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  number TEXT NOT NULL UNIQUE,
  is_whitelabel INTEGER NOT NULL DEFAULT 0,
  newsletter INTEGER NOT NULL DEFAULT 0,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL,
  UNIQUE (channel, email)
);

-- Only the SHA-256 of a session id is stored: a copy of the database opens no session.
CREATE TABLE customer_sessions (
  id_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX customer_sessions_customer ON customer_sessions (customer_id);

-- Reset tokens, hashed like sessions; single use, one hour, one open token per customer.
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id);

-- The open order (cart) of a customer: its article count and whether it is a whitelabel order.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'cart',
  cart_articles_amount INTEGER NOT NULL DEFAULT 0,
  is_whitelabel INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, status);
