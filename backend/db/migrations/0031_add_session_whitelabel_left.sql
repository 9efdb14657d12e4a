-- A whitelabel customer who left whitelabel mode (POST /whitelabel/switch) for this session.
-- Numbered after decision 0031 so parallel migrations keep their own numbers.
ALTER TABLE customer_sessions ADD COLUMN whitelabel_left INTEGER NOT NULL DEFAULT 0;
