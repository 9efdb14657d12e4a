import type { DatabaseSync } from 'node:sqlite';
import type { Channel } from '../../domain/locale/channels.ts';
import { WISHLIST_MAX_ITEMS } from '../../domain/shop-api-contract/index.ts';
import { inTransaction } from '../db/open-database.ts';

/** Whose list: a visitor's opaque key (from the shop's cookie) or a customer's id (from the session). */
export type WishlistOwner = { kind: 'visitor'; key: string } | { kind: 'customer'; id: number };

function ownerId(owner: WishlistOwner): string {
  return owner.kind === 'visitor' ? `v:${owner.key}` : `c:${owner.id}`;
}

export type SaveOutcome = 'saved' | 'full';

/** The wishlist table (migration 0038): design ids per owner and channel, newest first. */
export function createWishlistStore(db: DatabaseSync, now: () => number) {
  function list(owner: WishlistOwner, channel: Channel): number[] {
    const rows = db
      .prepare('SELECT design_id FROM wishlist_items WHERE owner = ? AND channel = ? ORDER BY created_at DESC, rowid DESC')
      .all(ownerId(owner), channel) as { design_id: number }[];
    return rows.map((row) => row.design_id);
  }

  function count(owner: WishlistOwner, channel: Channel): number {
    return (db.prepare('SELECT COUNT(*) AS count FROM wishlist_items WHERE owner = ? AND channel = ?').get(ownerId(owner), channel) as { count: number }).count;
  }

  /** Saving a design twice keeps it once (and its first date). A full list refuses new designs. */
  function save(owner: WishlistOwner, channel: Channel, designId: number): SaveOutcome {
    return inTransaction(db, () => {
      const present = db.prepare('SELECT 1 FROM wishlist_items WHERE owner = ? AND channel = ? AND design_id = ?').get(ownerId(owner), channel, designId);
      if (present) return 'saved';
      if (count(owner, channel) >= WISHLIST_MAX_ITEMS) return 'full';
      db.prepare('INSERT INTO wishlist_items (owner, channel, design_id, created_at) VALUES (?, ?, ?, ?)').run(ownerId(owner), channel, designId, now());
      return 'saved';
    });
  }

  function remove(owner: WishlistOwner, channel: Channel, designId: number) {
    db.prepare('DELETE FROM wishlist_items WHERE owner = ? AND channel = ? AND design_id = ?').run(ownerId(owner), channel, designId);
  }

  /**
   * Moves a visitor's designs onto a customer at log-in: designs the customer has already saved
   * stay once, with the customer's date; the visitor's list is empty afterwards. The merged list
   * keeps the bound (the newest of the visitor's designs that fit).
   */
  function merge(visitorKey: string, customerId: number, channel: Channel) {
    const from = ownerId({ kind: 'visitor', key: visitorKey });
    const to = ownerId({ kind: 'customer', id: customerId });
    inTransaction(db, () => {
      const room = Math.max(0, WISHLIST_MAX_ITEMS - count({ kind: 'customer', id: customerId }, channel));
      db.prepare(
        `INSERT OR IGNORE INTO wishlist_items (owner, channel, design_id, created_at)
         SELECT ?, channel, design_id, created_at FROM wishlist_items
         WHERE owner = ? AND channel = ? AND design_id NOT IN (SELECT design_id FROM wishlist_items WHERE owner = ? AND channel = ?)
         ORDER BY created_at DESC LIMIT ?`,
      ).run(to, from, channel, to, channel, room);
      db.prepare('DELETE FROM wishlist_items WHERE owner = ? AND channel = ?').run(from, channel);
    });
  }

  return { list, save, remove, merge };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;
