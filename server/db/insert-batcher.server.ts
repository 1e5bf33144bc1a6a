/**
 * Group commit: rows inserted during one event-loop turn are written by a single multi-row INSERT, so concurrent
 * submissions share one transaction (one WAL commit on SQLite, one round trip on PostgreSQL). Every caller's
 * promise settles only after its row is committed; if the statement fails, every caller in the batch gets the
 * error (a batch has no partial success).
 */
export function createInsertBatcher<Row>(insertRows: (rows: Row[]) => Promise<void>, maximumBatchSize = 200) {
  const pending: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const batch = pending.splice(0, maximumBatchSize);
    if (pending.length > 0) schedule();
    insertRows(batch.map((entry) => entry.row)).then(
      () => batch.forEach((entry) => entry.resolve()),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // After the I/O callbacks of this turn, so every request parsed in it joins the batch.
    setImmediate(flush);
  }

  return function insert(row: Row): Promise<void> {
    return new Promise((resolve, reject) => {
      pending.push({ row, resolve, reject });
      schedule();
    });
  };
}
