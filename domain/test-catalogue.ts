/** The nine tests of the catalogue, in catalogue order. Text (names, descriptions) lives in the message catalogs. */

export const testCategories = [
  'personality',
  'animal-face',
  'dating',
  'relationships',
  'fun',
  'ai',
] as const;

export type TestCategory = (typeof testCategories)[number];

/** Server ids of the saved quizzes (spec: 1 personality ... 6 spirit animal). The AI tests have none. */
export const testTypeIds = [1, 2, 3, 4, 5, 6] as const;
export type TestTypeId = (typeof testTypeIds)[number];

export function isTestTypeId(value: unknown): value is TestTypeId {
  return typeof value === 'number' && (testTypeIds as readonly number[]).includes(value);
}

export interface CatalogueTest {
  id: string;
  testTypeId: TestTypeId | null;
  emoji: string;
  categories: readonly TestCategory[];
  estimatedMinutes: number;
  isNew: boolean;
  isPopular: boolean;
  /** Where a click on the card leads, without language prefix. */
  path: string;
}

export const catalogueTests: readonly CatalogueTest[] = [
  { id: 'personality', testTypeId: 1, emoji: '⚡', categories: ['personality'], estimatedMinutes: 15, isNew: false, isPopular: true, path: '/personality' },
  { id: 'animal', testTypeId: 2, emoji: '🐾', categories: ['animal-face', 'fun'], estimatedMinutes: 10, isNew: true, isPopular: false, path: '/animal-test' },
  { id: 'mbti-love', testTypeId: 5, emoji: '💘', categories: ['dating', 'personality'], estimatedMinutes: 12, isNew: true, isPopular: false, path: '/mbti-love-test' },
  { id: 'thinking-feeling', testTypeId: 3, emoji: '⚖️', categories: ['personality', 'relationships'], estimatedMinutes: 8, isNew: false, isPopular: true, path: '/thinking-feeling-test' },
  { id: 'best-friend', testTypeId: 4, emoji: '🤝', categories: ['relationships', 'fun'], estimatedMinutes: 10, isNew: false, isPopular: false, path: '/best-friend-test' },
  { id: 'spirit-animal', testTypeId: 6, emoji: '🦅', categories: ['fun', 'personality'], estimatedMinutes: 7, isNew: false, isPopular: false, path: '/spirit-animal-test' },
  { id: 'ai-animal-face', testTypeId: null, emoji: '🦊', categories: ['ai', 'animal-face'], estimatedMinutes: 2, isNew: true, isPopular: false, path: '/ai-animal-face' },
  { id: 'ai-face-rating', testTypeId: null, emoji: '✨', categories: ['ai', 'fun'], estimatedMinutes: 2, isNew: true, isPopular: false, path: '/ai-face-rating' },
  { id: 'ai-face-reading', testTypeId: null, emoji: '🔮', categories: ['ai', 'fun'], estimatedMinutes: 2, isNew: true, isPopular: false, path: '/ai-face-reading' },
];

export function filterTestsByCategory(
  tests: readonly CatalogueTest[],
  category: TestCategory | 'all',
): CatalogueTest[] {
  return category === 'all' ? [...tests] : tests.filter((test) => test.categories.includes(category));
}
