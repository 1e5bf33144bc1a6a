import type { Kysely } from 'kysely';
import type { AddressBlocksTable, DatabaseSchema, ModerationLogTable, ReportsTable } from './schema.server';
import type { Insertable, Selectable } from 'kysely';

type CountValue = number | string | bigint;

/** Reports, hidden items, address blocks and the audit log (migration 0005, decision 0045). */
export function createModerationRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** False when this address already reported the item under the same day's key (the unique index). */
    async insertReport(row: Insertable<ReportsTable>): Promise<boolean> {
      const result = await db.insertInto('reports').values(row).onConflict((conflict) => conflict.columns(['item_kind', 'item_id', 'address_hash']).doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** The reports of an item (at most `limit`), to tell whether an address reported it on another day. */
    async listReports(kind: ReportsTable['item_kind'], itemId: number, limit: number): Promise<Pick<Selectable<ReportsTable>, 'address_hash' | 'address_day'>[]> {
      return db.selectFrom('reports').select(['address_hash', 'address_day']).where('item_kind', '=', kind).where('item_id', '=', itemId).limit(limit).execute();
    },

    async countReports(kind: ReportsTable['item_kind'], itemId: number): Promise<number> {
      const row = await db.selectFrom('reports').select((eb) => eb.fn.countAll<CountValue>().as('count')).where('item_kind', '=', kind).where('item_id', '=', itemId).executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Hides a comment shown until now; false when it was hidden already (or is gone). */
    async hideComment(commentId: number, reason: string): Promise<boolean> {
      const result = await db.updateTable('comments').set({ hidden: reason }).where('id', '=', commentId).where('hidden', 'is', null).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async restoreComment(commentId: number): Promise<boolean> {
      const result = await db.updateTable('comments').set({ hidden: null }).where('id', '=', commentId).where('hidden', 'is not', null).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async deleteComment(commentId: number): Promise<boolean> {
      const result = await db.deleteFrom('comments').where('id', '=', commentId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Hides a result's name and personal comment; false when they were hidden already. */
    async hideName(sessionId: number, reason: string): Promise<boolean> {
      const result = await db.updateTable('sessions').set({ name_hidden: reason }).where('id', '=', sessionId).where('name_hidden', 'is', null).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async restoreName(sessionId: number): Promise<boolean> {
      const result = await db.updateTable('sessions').set({ name_hidden: null }).where('id', '=', sessionId).where('name_hidden', 'is not', null).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async addBlock(row: Insertable<AddressBlocksTable>): Promise<void> {
      await db.insertInto('address_blocks').values(row).execute();
    },

    /** Blocks still running at `now` (ISO time); few, and read once every few seconds per process. */
    async listActiveBlocks(now: string, limit: number): Promise<Pick<Selectable<AddressBlocksTable>, 'address_hash' | 'address_day'>[]> {
      return db.selectFrom('address_blocks').select(['address_hash', 'address_day']).where('until', '>', now).orderBy('id', 'desc').limit(limit).execute();
    },

    async log(row: Insertable<ModerationLogTable>): Promise<void> {
      await db.insertInto('moderation_log').values(row).execute();
    },

    /** The log after `afterId`, oldest first: what the servers' caches must forget. */
    async listLogAfter(afterId: number, limit: number): Promise<Selectable<ModerationLogTable>[]> {
      return db.selectFrom('moderation_log').selectAll().where('id', '>', afterId).orderBy('id', 'asc').limit(limit).execute();
    },

    async findLastLogId(): Promise<number> {
      const row = await db.selectFrom('moderation_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return Number(row?.id ?? 0);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
