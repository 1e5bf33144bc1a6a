import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.server';

/**
 * "N% got this result" read from counters instead of a GROUP BY over every stored result, so its cost no longer
 * grows with the table (docs/decisions/0034-result-statistics.md). Each insert of sessions adds to these counters in
 * the same transaction (test-session-repository.server.ts); this migration fills them from the rows stored before.
 *
 * "No language" (sessions stored before migration 0002) is kept as the empty string, not null: a primary-key
 * column cannot be null on PostgreSQL, and SQLite treats nulls as distinct in a unique key, so ON CONFLICT would
 * never meet the existing counter. No page language is the empty string (languages are validated at submit).
 */
export function createResultCounts(dialect: DatabaseDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('result_counts')
        .addColumn('test_type_id', 'integer', (column) => column.notNull())
        .addColumn('language', 'text', (column) => column.notNull())
        .addColumn('result_type', 'text', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('result_counts_key', ['test_type_id', 'language', 'result_type'])
        .execute();
      // On PostgreSQL the migration is one transaction: the lock holds back inserts by other processes until the
      // counters exist and are filled, so none is counted twice or missed. On SQLite this process is the only
      // writer, and it accepts no submit before its migrations are done (database-readiness.server.ts).
      if (dialect === 'postgres') await sql`lock table sessions in share mode`.execute(db);
      await sql`
        insert into result_counts (test_type_id, language, result_type, count)
        select test_type_id, coalesce(language, ''), result_type, count(*)
        from sessions
        group by test_type_id, coalesce(language, ''), result_type
      `.execute(db);
      // The two indexes existed only for counting (migration 0002); the counters replace them, and every insert
      // no longer has to maintain them.
      await db.schema.dropIndex('sessions_by_test_type_language_result').execute();
      await db.schema.dropIndex('sessions_by_test_type_result').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('sessions_by_test_type_result').on('sessions').columns(['test_type_id', 'result_type']).execute();
      await db.schema
        .createIndex('sessions_by_test_type_language_result')
        .on('sessions')
        .columns(['test_type_id', 'language', 'result_type'])
        .execute();
      await db.schema.dropTable('result_counts').execute();
    },
  };
}
