-- Saved designs (card channel wishlist, decision 0038). `owner` is `v:` and a visitor's key, or
-- `c:` and a customer id; a design is kept once per owner. Numbered after the decision so
-- parallel migrations keep their own numbers.
CREATE TABLE wishlist_items (
  owner TEXT NOT NULL,
  channel TEXT NOT NULL,
  design_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner, channel, design_id)
);
CREATE INDEX wishlist_items_owner ON wishlist_items (owner, channel, created_at);
