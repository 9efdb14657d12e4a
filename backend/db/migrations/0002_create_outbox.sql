CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  confirm_path TEXT,
  channel TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX outbox_to_address ON outbox (to_address, id);
