import type { EgenTetoManifest } from '../quiz-manifest';

export const egenTetoManifest: EgenTetoManifest<'personality'> = {
  kind: 'egen-teto',
  id: 'personality',
  testTypeId: 1,
  emoji: '⚡',
  categories: ['personality'],
  estimatedMinutes: 15,
  isNew: false,
  isPopular: true,
  menuRank: 1,
  path: '/personality',
  aliases: ['/egenryeok-test'],
};

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 1;
