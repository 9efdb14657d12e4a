CREATE TABLE contact_persons (
  key TEXT NOT NULL,
  channel TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  PRIMARY KEY (key, channel)
);

INSERT INTO contact_persons (key, channel, name, email) VALUES
  ('customer-service', 'poster', 'Posterly customer service', 'service@posterly.example'),
  ('business-orders', 'poster', 'Posterly business orders', 'business@posterly.example'),
  ('customer-service', 'card', 'Carta & Co. customer service', 'service@carta.example'),
  ('business-orders', 'card', 'Carta & Co. business orders', 'business@carta.example');

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  locale TEXT NOT NULL,
  -- The person the form addressed, as the page named them; NULL when it named none.
  requested_person TEXT,
  -- The inbox it went to: the addressed person, or the general one when they are unknown.
  delivered_to TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT,
  message TEXT NOT NULL,
  page TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX contact_messages_email ON contact_messages (email, id);

CREATE TABLE toolbox_files (
  id TEXT PRIMARY KEY,
  channel TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX toolbox_files_created_at ON toolbox_files (created_at);
