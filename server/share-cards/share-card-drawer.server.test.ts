import { loadImage } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { shareCardHeight, shareCardWidth } from '../../shared/contracts/share-card';
import { WorkerPoolBusyError } from '../worker-pool.server';
import { createShareCardDrawer } from './share-card-drawer.server';

const drawnBy: number[] = [];
const drawerWorkerFile = fileURLToPath(new URL('./share-card-worker.server.ts', import.meta.url));
const drawer = createShareCardDrawer({
  workerFile: drawerWorkerFile,
  execArgv: ['--import', 'tsx'],
  threads: 2,
  onDrawn: (thread) => drawnBy.push(thread),
});
afterAll(() => drawer.close());

const cards = (['ko', 'ar', 'th'] as const).map((language) => ({
  language,
  quizName: 'Quiz',
  emoji: '🦊',
  title: { ko: '반짝반짝 테토녀', ar: 'فتاة تيتو متألقة', th: 'หน้าหมาเห็นแล้วอารมณ์ดี' }[language],
  split: { first: { label: 'A', percentage: 38 }, second: { label: 'B', percentage: 62 } },
  callToAction: 'Try it',
  host: 'quiz.example',
}));

describe('the share-card pool', () => {
  it('draws cards in worker threads, never on the event loop', async () => {
    const images = await Promise.all(cards.map((card) => drawer.draw(card)));
    for (const png of images) {
      const image = await loadImage(Buffer.from(png));
      expect([image.width, image.height]).toEqual([shareCardWidth, shareCardHeight]);
    }
    expect(drawnBy).toHaveLength(3);
    expect(drawnBy).not.toContain(threadId);
  });

  it('refuses a card at once when its thread is busy and its queue full (the caller answers 503)', async () => {
    const busy = createShareCardDrawer({ workerFile: drawerWorkerFile, execArgv: ['--import', 'tsx'], threads: 1, maxQueue: 1 });
    try {
      const results = await Promise.allSettled(cards.map((card) => busy.draw(card)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(WorkerPoolBusyError);
    } finally {
      await busy.close();
    }
  });
});
