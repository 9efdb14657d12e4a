import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';

export type Migration = { version: number; name: string; sql: string };

const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/;

/** The migrations of a folder in version order; two files with one version are refused (parallel branches both took the next number). */
export function readMigrations(directory: string): Migration[] {
  const migrations = fs
    .readdirSync(directory)
    .flatMap((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1] || !match[2]) return [];
      return [{ version: Number(match[1]), name: match[2], sql: fs.readFileSync(path.join(directory, file), 'utf8') }];
    })
    .sort((left, right) => left.version - right.version);
  const twice = migrations.find((migration, index) => index > 0 && migrations[index - 1]!.version === migration.version);
  if (twice) throw new Error(`two migrations have version ${twice.version} in ${directory}: renumber one`);
  return migrations;
}

/** Applies each migration not yet recorded, one transaction per migration; returns the versions applied. */
export function applyMigrations(db: DatabaseSync, migrations: Migration[], now: () => number): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const rows = db.prepare('SELECT version FROM migrations').all() as { version: number }[];
  const applied = new Set(rows.map((row) => row.version));
  const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const newlyApplied: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.exec('BEGIN');
    try {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date(now()).toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`migration ${migration.version}_${migration.name} failed: ${String(error)}`, { cause: error });
    }
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
