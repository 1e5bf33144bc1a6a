import { threadId } from 'node:worker_threads';
import type { ShareCard } from '../../shared/contracts/share-card';
import { drawShareCard } from './draw-share-card.server';

/** Runs in a worker thread of the share-card pool: draws one card (fonts are registered once per thread). */
export default async function drawInWorker(card: ShareCard): Promise<{ png: Uint8Array; threadId: number }> {
  return { png: await drawShareCard(card), threadId };
}
