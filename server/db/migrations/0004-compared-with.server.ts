import type { Kysely } from 'kysely';

/**
 * Which friend's result a result was taken from (decision 0036): the friend's public id, so the friend's own
 * result page can list who compared with it. Indexed with the row id, for "the latest who compared" in one lookup.
 */
export function createComparedWith() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sessions').addColumn('compared_with', 'text').execute();
      await db.schema.createIndex('sessions_by_compared_with').on('sessions').columns(['compared_with', 'id']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('sessions_by_compared_with').execute();
      await db.schema.alterTable('sessions').dropColumn('compared_with').execute();
    },
  };
}
