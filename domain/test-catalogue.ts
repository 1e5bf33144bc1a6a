/** The tests of the catalogue, in catalogue order, derived from the quiz list. Text lives in the message catalogs. */
import { quizManifests, type QuizId } from './quizzes/quiz-manifests';
import type { TestCategory, TestTypeId } from './quizzes/quiz-manifest';

export { isTestTypeId, testCategories, testTypeIds, type TestCategory, type TestTypeId } from './quizzes/quiz-manifest';

export interface CatalogueTest {
  id: QuizId;
  testTypeId: TestTypeId | null;
  emoji: string;
  categories: readonly TestCategory[];
  estimatedMinutes: number;
  isNew: boolean;
  isPopular: boolean;
  /** Where a click on the card leads, without language prefix. */
  path: string;
}

/** The manifests themselves: a card reads only these fields, and a copy would cost every page its bytes. */
export const catalogueTests: readonly CatalogueTest[] = quizManifests;

export function filterTestsByCategory(
  tests: readonly CatalogueTest[],
  category: TestCategory | 'all',
): CatalogueTest[] {
  return category === 'all' ? [...tests] : tests.filter((test) => test.categories.includes(category));
}
