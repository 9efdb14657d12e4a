-- Customer reviews shown in the footer's customer opinions; filled with seed reviews when empty
-- (backend/reviews/seed-reviews.ts). Numbered with a gap so parallel migrations keep their own numbers.
CREATE TABLE reviews (
  id TEXT PRIMARY KEY,
  channel TEXT NOT NULL,
  language TEXT NOT NULL,
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  author_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX reviews_channel_language ON reviews (channel, language, created_at);
