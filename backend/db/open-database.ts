import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { applyMigrations, readMigrations } from './apply-migrations.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const DATABASE_FILE_NAME = 'embedded-backend.sqlite';

export function openDatabase(dataDir: string, now: () => number): DatabaseSync {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE_NAME));
  db.exec('PRAGMA journal_mode = WAL');
  // FULL, SQLite's default, said out loud: a commit is on disk before the answer goes out, so a
  // killed process (or a lost machine) keeps every row it acknowledged. NORMAL would be faster
  // and lose the last commits on power loss (tests/server/faults.test.ts kills it with -9).
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  applyMigrations(db, readMigrations(MIGRATIONS_DIR), now);
  return db;
}

/** Runs `work` in one transaction; node:sqlite is synchronous, so nothing interleaves inside it. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
