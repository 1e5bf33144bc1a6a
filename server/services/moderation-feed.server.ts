import type { ModerationRepository } from '../db/moderation-repository.server';
import type { TestSessionRepository } from '../db/test-session-repository.server';

interface Dependencies {
  moderation: ModerationRepository;
  sessions: TestSessionRepository;
  /** Results whose pages and cards show something now hidden: every key naming one is forgotten. */
  forgetResults(publicIds: readonly string[]): void;
  /** The log is read only once the database is migrated. */
  isReady(): boolean;
  intervalMs: number;
  onError(error: unknown): void;
}

/** Log rows read per turn; the rest next turn. */
const rowsPerTurn = 200;

/**
 * Every process reads the moderation log every `intervalMs` and forgets the cached pages and cards of what was hidden
 * (decision 0045): `npm run moderate` runs in its own process and the readers' threshold in any of them, and the log is
 * what they all see. Rows written before this process started concern nothing it has cached.
 */
export function watchModerationLog({ moderation, sessions, forgetResults, isReady, intervalMs, onError }: Dependencies): { stop(): void } {
  let lastId: number | null = null;
  let running = false;
  const turn = async () => {
    if (running || !isReady()) return;
    running = true;
    try {
      if (lastId === null) {
        lastId = await moderation.findLastLogId();
        return;
      }
      const rows = await moderation.listLogAfter(lastId, rowsPerTurn);
      const ids = new Set<string>();
      for (const row of rows) {
        if (!row.session_public_id) continue;
        ids.add(row.session_public_id);
        // The friend whose page lists this result as "compared" shows its name too.
        const session = row.item_kind === 'result' ? await sessions.findSessionByPublicId(row.session_public_id) : undefined;
        if (session?.compared_with) ids.add(session.compared_with);
      }
      if (ids.size > 0) forgetResults([...ids]);
      lastId = rows.at(-1)?.id ?? lastId;
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void turn();
  const timer = setInterval(() => void turn(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
