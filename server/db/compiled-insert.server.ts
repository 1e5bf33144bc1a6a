import { CompiledQuery, sql, type Kysely } from 'kysely';

interface CompiledInsertOptions<Row> {
  /** Upsert: a row whose key exists adds its `column` to the stored one instead (a counter). */
  addOnConflict?: { key: readonly (keyof Row & string)[]; column: keyof Row & string };
}

/**
 * A multi-row INSERT whose SQL is built by Kysely once per batch size and reused: building and compiling the
 * query was the largest cost of a submission after the write itself. Values are bound row by row in the fixed
 * column order, exactly as Kysely binds them; a missing value is bound as null.
 */
export function createCompiledInsert<Schema, Row extends Record<string, unknown>>(
  db: Kysely<Schema>,
  table: keyof Schema & string,
  columns: readonly (keyof Row & string)[],
  { addOnConflict }: CompiledInsertOptions<Row> = {},
) {
  const sqlByRowCount = new Map<number, string>();

  function orderedRow(row: Row): Record<string, unknown> {
    return Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
  }

  function compileInsert(rows: readonly Row[]): string {
    // Kysely's typed builder cannot see a table chosen at run time; the columns are checked by the caller's types.
    const insert = (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto(table as string).values(rows.map(orderedRow));
    if (!addOnConflict) return insert.compile().sql;
    const { key, column } = addOnConflict;
    return insert
      .onConflict((conflict) =>
        conflict.columns([...key]).doUpdateSet({ [column]: sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}` }),
      )
      .compile().sql;
  }

  /** Writes the rows through `executor` (a transaction the caller holds) or the database itself. */
  return async function insertRows(rows: readonly Row[], executor: Kysely<Schema> = db): Promise<void> {
    if (rows.length === 0) return;
    let statement = sqlByRowCount.get(rows.length);
    if (statement === undefined) {
      statement = compileInsert(rows);
      sqlByRowCount.set(rows.length, statement);
    }
    const parameters = rows.flatMap((row) => columns.map((column) => row[column] ?? null));
    await executor.executeQuery(CompiledQuery.raw(statement, parameters));
  };
}
