CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  channel TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  confirm_token TEXT NOT NULL UNIQUE,
  -- Re-subscribing while pending re-issues the token; its age decides whether it expired.
  token_issued_at TEXT NOT NULL,
  unique_identifier TEXT,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  UNIQUE (email, channel)
);
