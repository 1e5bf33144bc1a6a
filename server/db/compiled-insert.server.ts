import { CompiledQuery, type Kysely } from 'kysely';

/**
 * A multi-row INSERT whose SQL is built by Kysely once per batch size and reused: building and compiling the
 * query was the largest cost of a submission after the write itself. Values are bound row by row in the fixed
 * column order, exactly as Kysely binds them; a missing value is bound as null.
 */
export function createCompiledInsert<Schema, Row extends Record<string, unknown>>(
  db: Kysely<Schema>,
  table: keyof Schema & string,
  columns: readonly (keyof Row & string)[],
) {
  const sqlByRowCount = new Map<number, string>();

  function orderedRow(row: Row): Record<string, unknown> {
    return Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
  }

  return async function insertRows(rows: readonly Row[]): Promise<void> {
    let sql = sqlByRowCount.get(rows.length);
    if (sql === undefined) {
      // Kysely's typed builder cannot see a table chosen at run time; the columns are checked by the caller's types.
      const builder = (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto(table);
      sql = builder.values(rows.map(orderedRow)).compile().sql;
      sqlByRowCount.set(rows.length, sql);
    }
    const parameters = rows.flatMap((row) => columns.map((column) => row[column] ?? null));
    await db.executeQuery(CompiledQuery.raw(sql, parameters));
  };
}
