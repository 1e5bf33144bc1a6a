import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.server';

export function createSessionsAndComments(dialect: DatabaseDialect) {
  // The internal key: an identity column on PostgreSQL, an autoincrement rowid on SQLite.
  const integerKey = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey().generatedAlwaysAsIdentity() : column.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'integer', integerKey)
        .addColumn('public_id', 'text', (column) => column.notNull().unique())
        .addColumn('test_type_id', 'integer', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('gender', 'text', (column) => column.notNull())
        .addColumn('answers', 'text', (column) => column.notNull())
        .addColumn('result_type', 'text', (column) => column.notNull())
        .addColumn('result_data', 'text')
        .addColumn('extrovert_percentage', 'integer', (column) => column.notNull())
        .addColumn('introvert_percentage', 'integer', (column) => column.notNull())
        .addColumn('completed_at', 'text', (column) => column.notNull())
        .addColumn('personal_comment', 'text')
        .addColumn('owner_token_hash', 'text', (column) => column.notNull())
        .addColumn('client_address_hash', 'text', (column) => column.notNull())
        .execute();
      // "Recent results of a test, newest first": the id grows with completion time.
      await db.schema.createIndex('sessions_by_test_type_recent').on('sessions').columns(['test_type_id', 'id']).execute();

      await db.schema
        .createTable('comments')
        .addColumn('id', 'integer', integerKey)
        .addColumn('session_id', 'integer', (column) =>
          column.notNull().references('sessions.id').onDelete('cascade'),
        )
        .addColumn('author_name', 'text', (column) => column.notNull())
        .addColumn('comment', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('author_address_hash', 'text', (column) => column.notNull())
        .addColumn('author_address_prefix', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('comments_by_session').on('comments').columns(['session_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('comments').execute();
      await db.schema.dropTable('sessions').execute();
    },
  };
}
