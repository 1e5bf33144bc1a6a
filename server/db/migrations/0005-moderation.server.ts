import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.server';

/**
 * Moderation without accounts (decision 0045): readers' reports, what is hidden and why, the operator's
 * address blocks and the audit log of every moderation action.
 */
export function createModeration(dialect: DatabaseDialect) {
  const integerKey = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey().generatedAlwaysAsIdentity() : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Why a comment is not shown ('reports', 'operator', 'held'); null while it is.
      await db.schema.alterTable('comments').addColumn('hidden', 'text').execute();
      // An address's comments today (its hash's key changes daily) and its repeated comments, for the bounds.
      await db.schema.createIndex('comments_by_author').on('comments').columns(['author_address_hash', 'created_at']).execute();
      // Why a result's name and personal comment are not shown; the result itself stays.
      await db.schema.alterTable('sessions').addColumn('name_hidden', 'text').execute();

      await db.schema
        .createTable('reports')
        .addColumn('id', 'integer', integerKey)
        .addColumn('item_kind', 'text', (column) => column.notNull())
        .addColumn('item_id', 'integer', (column) => column.notNull())
        .addColumn('address_hash', 'text', (column) => column.notNull())
        // The UTC day whose key hashed the address: a later report is compared under that day's key.
        .addColumn('address_day', 'text', (column) => column.notNull())
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('reports_one_per_address').on('reports').columns(['item_kind', 'item_id', 'address_hash']).unique().execute();

      await db.schema
        .createTable('address_blocks')
        .addColumn('id', 'integer', integerKey)
        .addColumn('address_hash', 'text', (column) => column.notNull())
        .addColumn('address_day', 'text', (column) => column.notNull())
        .addColumn('until', 'text', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('address_blocks_by_until').on('address_blocks').columns(['until']).execute();

      await db.schema
        .createTable('moderation_log')
        .addColumn('id', 'integer', integerKey)
        .addColumn('created_at', 'text', (column) => column.notNull())
        // 'reports' when the readers' threshold hid something, 'operator' for `npm run moderate`.
        .addColumn('actor', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('item_kind', 'text', (column) => column.notNull())
        .addColumn('item_id', 'text', (column) => column.notNull())
        // The public id of the result whose pages show the item: what the servers' caches forget.
        .addColumn('session_public_id', 'text')
        .addColumn('reason', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('moderation_log').execute();
      await db.schema.dropTable('address_blocks').execute();
      await db.schema.dropTable('reports').execute();
      await db.schema.alterTable('sessions').dropColumn('name_hidden').execute();
      await db.schema.dropIndex('comments_by_author').execute();
      await db.schema.alterTable('comments').dropColumn('hidden').execute();
    },
  };
}
