import type { Kysely } from 'kysely';

/**
 * docs/spec/product-rules.md D5, decision 0034: how common a result is, counted per test and per language. A
 * session remembers the language it was taken in (unknown for sessions stored before); the two indexes let both
 * counts read only the index.
 */
export function createResultStatistics() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sessions').addColumn('language', 'text').execute();
      await db.schema.createIndex('sessions_by_test_type_result').on('sessions').columns(['test_type_id', 'result_type']).execute();
      await db.schema
        .createIndex('sessions_by_test_type_language_result')
        .on('sessions')
        .columns(['test_type_id', 'language', 'result_type'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('sessions_by_test_type_language_result').execute();
      await db.schema.dropIndex('sessions_by_test_type_result').execute();
      await db.schema.alterTable('sessions').dropColumn('language').execute();
    },
  };
}
