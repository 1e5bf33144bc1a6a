import { loadImage } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { shareCardHeight, shareCardWidth } from '../../shared/contracts/share-card';
import { createShareCardDrawer } from './share-card-drawer.server';

const drawnBy: number[] = [];
const drawer = createShareCardDrawer({
  workerFile: fileURLToPath(new URL('./share-card-worker.server.ts', import.meta.url)),
  execArgv: ['--import', 'tsx'],
  threads: 2,
  onDrawn: (thread) => drawnBy.push(thread),
});
afterAll(() => drawer.close());

describe('the share-card pool', () => {
  it('draws cards in worker threads, never on the event loop', async () => {
    const cards = (['ko', 'ar', 'th'] as const).map((language) => ({
      language,
      quizName: 'Quiz',
      emoji: '🦊',
      title: { ko: '반짝반짝 테토녀', ar: 'فتاة تيتو متألقة', th: 'หน้าหมาเห็นแล้วอารมณ์ดี' }[language],
      split: { first: { label: 'A', percentage: 38 }, second: { label: 'B', percentage: 62 } },
      callToAction: 'Try it',
      host: 'quiz.example',
    }));
    const images = await Promise.all(cards.map((card) => drawer.draw(card)));
    for (const png of images) {
      const image = await loadImage(Buffer.from(png));
      expect([image.width, image.height]).toEqual([shareCardWidth, shareCardHeight]);
    }
    expect(drawnBy).toHaveLength(3);
    expect(drawnBy).not.toContain(threadId);
  });
});
