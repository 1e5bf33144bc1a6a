import type { ModerationRepository } from '../db/moderation-repository.server';
import type { ClientIdentity } from '../http/client-identity.server';

/** Blocks read per refresh at most; an operator blocks a handful of addresses, not thousands. */
const blocksRead = 1000;

/**
 * Whether the operator blocked a client's address (decision 0045). The running blocks are read at most every
 * `refreshMs` per process (a block takes effect within that time) and compared under each block's day key, the
 * address hashed once per distinct day.
 */
export function createAddressBlocks({ moderation, refreshMs = 5000, now = () => Date.now() }: { moderation: ModerationRepository; refreshMs?: number; now?: () => number }) {
  let byDay = new Map<string, Set<string>>();
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    const rows = await moderation.listActiveBlocks(new Date(now()).toISOString(), blocksRead);
    const next = new Map<string, Set<string>>();
    for (const row of rows) next.set(row.address_day, (next.get(row.address_day) ?? new Set()).add(row.address_hash));
    byDay = next;
    readAt = now();
  }

  return {
    async isBlocked(client: ClientIdentity): Promise<boolean> {
      if (now() - readAt >= refreshMs) {
        reading ??= refresh().finally(() => {
          reading = null;
        });
        await reading;
      }
      for (const [day, hashes] of byDay) if (hashes.has(client.hashOnDay(day))) return true;
      return false;
    },
  };
}
