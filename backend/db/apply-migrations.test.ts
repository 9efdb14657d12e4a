import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { applyMigrations, readMigrations, type Migration } from './apply-migrations.ts';

const migrations: Migration[] = [
  { version: 1, name: 'create_items', sql: 'CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT)' },
  { version: 2, name: 'add_colour', sql: 'ALTER TABLE items ADD COLUMN colour TEXT' },
];

describe('applyMigrations', () => {
  it('applies every migration once and nothing on the second run', () => {
    const db = new DatabaseSync(':memory:');
    expect(applyMigrations(db, migrations, () => 0)).toEqual([1, 2]);
    expect(applyMigrations(db, migrations, () => 0)).toEqual([]);
    db.prepare('INSERT INTO items (label, colour) VALUES (?, ?)').run('poster', 'blue');
    expect(db.prepare('SELECT version FROM migrations ORDER BY version').all()).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('applies only the migrations added since the last run', () => {
    const db = new DatabaseSync(':memory:');
    applyMigrations(db, migrations.slice(0, 1), () => 0);
    expect(applyMigrations(db, migrations, () => 0)).toEqual([2]);
  });

  it('rolls back a failing migration and leaves it unrecorded', () => {
    const db = new DatabaseSync(':memory:');
    const broken: Migration = { version: 3, name: 'broken', sql: 'CREATE TABLE other (id INTEGER); SELECT * FROM missing_table' };
    expect(() => applyMigrations(db, [...migrations, broken], () => 0)).toThrow(/3_broken/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'other'").all()).toEqual([]);
    expect(db.prepare('SELECT version FROM migrations ORDER BY version').all()).toEqual([{ version: 1 }, { version: 2 }]);
  });
});

describe('readMigrations', () => {
  it('reads the shop backend\'s own migrations in order, each version once', () => {
    const versions = readMigrations(path.join(import.meta.dirname, 'migrations')).map((migration) => migration.version);
    expect(versions).toEqual([...new Set(versions)].sort((left, right) => left - right));
  });

  it('refuses two files with one version', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.writeFileSync(path.join(directory, '0004_one.sql'), 'SELECT 1');
    fs.writeFileSync(path.join(directory, '0004_other.sql'), 'SELECT 2');
    expect(() => readMigrations(directory)).toThrow(/version 4/);
  });
});
