import type { NewSessionRow, ResultCountRow } from './schema.server';

/**
 * The counter key of sessions stored without a language (migration 0003 says why it is not null). No page
 * language is empty, so it cannot collide with one.
 */
export const noLanguage = '';

/**
 * One counter row per (test, language, result) among the sessions of a batch, with how many it holds: a multi-row
 * upsert may name each key only once (PostgreSQL refuses to update a row twice in one statement).
 */
export function countBatchResults(rows: readonly Pick<NewSessionRow, 'test_type_id' | 'language' | 'result_type'>[]): ResultCountRow[] {
  const counts = new Map<string, ResultCountRow>();
  for (const row of rows) {
    const language = row.language ?? noLanguage;
    const key = JSON.stringify([row.test_type_id, language, row.result_type]);
    const counter = counts.get(key);
    if (counter) counter.count += 1;
    else counts.set(key, { test_type_id: row.test_type_id, language, result_type: row.result_type, count: 1 });
  }
  return [...counts.values()];
}
