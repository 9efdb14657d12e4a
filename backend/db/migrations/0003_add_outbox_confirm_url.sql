-- The full link of the mail (shop origin and language prefix plus path); confirm_path stays for
-- rows written before the shop sent its link base.
ALTER TABLE outbox ADD COLUMN confirm_url TEXT;
