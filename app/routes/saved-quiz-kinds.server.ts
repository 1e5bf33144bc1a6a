import type { AppLoadContext } from 'react-router';
import type { LanguageCode } from '../../domain/languages';
import type { ChoiceQuizManifest } from '../../domain/quizzes/quiz-manifest';
import { quizManifests, type ChoiceQuizId } from '../../domain/quizzes/quiz-manifests';
import { readSessionReader, type PublicSession } from '../../shared/contracts/test-session';
import { describeChoiceCard, describeChoiceForComparison, describeChoiceResult, loadChoiceQuizPage } from '../features/choice-quiz/choice-quiz-content.server';
import { choiceQuizzes } from '../features/choice-quiz/choice-quizzes';
import type { ComparedResult } from '../features/compare/compared-result';
import { compareSessions, describeComparisonCard, loadComparisonOutcome } from '../features/compare/describe-comparison.server';
import { describeEgenTetoCard, describeEgenTetoForComparison, describeResultForPage } from '../features/egen-teto/egen-teto-content.server';
import { describePhotoResultCard } from '../features/photo-analysis/photo-type-content.server';
import { describeShareCard, type SavedResultCard } from '../features/share/share-card-content.server';
import type { ShareImageAddress } from '../features/share/share-image-path';

/**
 * What the site does with a saved result of one quiz (decision 0036): its page, its side of a comparison with a
 * friend's, its share card. Each describer gives null for a result its quiz does not have.
 */
interface SavedQuiz<Page> {
  /** The page of /result/{id}, as `saved-result.tsx` draws it. */
  describePage(session: PublicSession, language: LanguageCode): Page | null;
  describeForComparison(session: PublicSession, language: LanguageCode): ComparedResult | null;
  describeCard(session: PublicSession, language: LanguageCode): SavedResultCard | null;
}

/** The quizzes whose results are stored, each under its manifest's test type id (the photo quizzes have none). */
type SavedQuizManifest = Extract<(typeof quizManifests)[number], { testTypeId: number }>;

/**
 * One entry per kind of saved quiz, bound to each quiz of that kind by its manifest: adding a kind is adding its entry
 * (the type refuses a kind of saved quiz without one), adding a quiz of a kind is adding its folder (decision 0024).
 * Only this module, composing features as routes do, decides which kind a saved result is of; the leaf features
 * (compare, share) receive the describers.
 */
const savedQuizKinds = {
  'egen-teto': () => ({
    describePage: (session, language) => ({ kind: 'egen-teto' as const, view: describeResultForPage(session, language) }),
    describeForComparison: describeEgenTetoForComparison,
    describeCard: describeEgenTetoCard,
  }),
  choice: ({ id }: ChoiceQuizManifest<ChoiceQuizId>) => ({
    describePage(session, language) {
      const view = describeChoiceResult(id, language, session.resultType, readSessionReader(session));
      return view && { kind: 'choice' as const, quiz: choiceQuizzes[id], view, resultLabels: loadChoiceQuizPage(id, language).resultLabels };
    },
    describeForComparison: (session, language) => describeChoiceForComparison(id, session, language),
    describeCard: (session, language) => describeChoiceCard(id, session, language),
  }),
} satisfies { [Kind in SavedQuizManifest['kind']]: (manifest: Extract<SavedQuizManifest, { kind: Kind }>) => SavedQuiz<unknown> };

/** A saved result's page: its kind names the component that draws it. */
export type SavedResultPage = NonNullable<ReturnType<ReturnType<(typeof savedQuizKinds)[SavedQuizManifest['kind']]>['describePage']>>;

function bindSavedQuiz(manifest: SavedQuizManifest): SavedQuiz<SavedResultPage> {
  // The entry of the manifest's own kind: TypeScript cannot follow the kind from the key to the parameter.
  const bind = savedQuizKinds[manifest.kind] as (manifest: SavedQuizManifest) => SavedQuiz<SavedResultPage>;
  return bind(manifest);
}

const savedQuizzes = new Map<number, SavedQuiz<SavedResultPage>>(
  quizManifests.filter((manifest): manifest is SavedQuizManifest => manifest.testTypeId !== null).map((manifest) => [manifest.testTypeId, bindSavedQuiz(manifest)]),
);

/** A saved result's page (/result/{id}); null for a test no page shows or a result its quiz does not have. */
export function describeSavedResult(session: PublicSession, language: LanguageCode): SavedResultPage | null {
  return savedQuizzes.get(session.testTypeId)?.describePage(session, language) ?? null;
}

/** A saved result as one side of a comparison; null for a test no page compares. */
export function describeSavedResultForComparison(session: PublicSession, language: LanguageCode): ComparedResult | null {
  return savedQuizzes.get(session.testTypeId)?.describeForComparison(session, language) ?? null;
}

/** A saved result's share card, without its owner's name; null for a test no card shows. */
export function describeSavedResultCard(session: PublicSession, language: LanguageCode): SavedResultCard | null {
  return savedQuizzes.get(session.testTypeId)?.describeCard(session, language) ?? null;
}

/** A friend's saved result compared with this one, on this one's page; null when they cannot be compared. */
export function compareSavedResults(first: PublicSession, second: PublicSession, language: LanguageCode) {
  return compareSessions(first, second, language, { describeForComparison: describeSavedResultForComparison });
}

/** What /compare/{first}/{second} shows (decision 0042). */
export function loadSavedComparison(firstId: string, secondId: string, language: LanguageCode, context: Pick<AppLoadContext, 'findPublicSession'>) {
  return loadComparisonOutcome(firstId, secondId, language, { findPublicSession: context.findPublicSession, describeForComparison: describeSavedResultForComparison });
}

/**
 * The card of a share image address: a saved result or two compared by their kinds of quiz; a choice quiz's type or
 * a photo quiz's type by their quiz features.
 */
export function describeShareImageCard(address: ShareImageAddress, context: Pick<AppLoadContext, 'publicOrigin' | 'findPublicSession'>) {
  const { publicOrigin, findPublicSession } = context;
  const comparison = { findPublicSession, describeForComparison: describeSavedResultForComparison };
  return describeShareCard(address, {
    publicOrigin,
    findPublicSession,
    describeSavedResultCard,
    describeChoiceResult,
    describePhotoResult: describePhotoResultCard,
    describeComparisonCard: (first, second, language) => describeComparisonCard(first, second, language, comparison),
  });
}
