import { compareLetters, ratePairing } from '../../../domain/quizzes/compare-results';
import type { LanguageCode } from '../../../domain/languages';
import { quizManifests } from '../../../domain/quizzes/quiz-manifests';
import type { PublicSession } from '../../../shared/contracts/test-session';
import { interpolate } from '../../i18n/interpolate';
import { loadMessages } from '../../i18n/messages.server';
import type { ComparedResult, ComparisonOutcome, ComparisonView, ResultOfQuiz } from './compared-result';

/**
 * Where the results come from, composed by the routes from the saved quizzes' kinds (app/routes/saved-quiz-kinds.server.ts):
 * a leaf feature imports no quiz feature.
 */
export interface ComparisonSources {
  findPublicSession(sessionId: string): Promise<PublicSession | null>;
  /** A saved result as one side of a comparison, described by its quiz; null for a test no page compares. */
  describeForComparison(session: PublicSession, language: LanguageCode): ComparedResult | null;
}

/** Both results, how they pair up and where they lean, in the page's language. */
function describeComparison(first: ComparedResult, second: ComparedResult, language: LanguageCode): ComparisonView | null {
  const quiz = quizManifests.find((manifest) => manifest.testTypeId === first.testTypeId);
  if (!quiz) return null;
  const messages = loadMessages(language).compare;
  const level = first.matches && second.matches ? ratePairing(first.matches, second.matches) : null;
  const letters = first.code && second.code ? compareLetters(first.code, second.code) : null;
  let poleLine: string | null = null;
  // Two equal results lean the same way by definition: the pairing already says it.
  if (first.split && second.split && level !== 'same') {
    const pole = first.split[first.split.lean].label;
    poleLine = first.split.lean === second.split.lean ? interpolate(messages.samePole, { pole }) : messages.differentPoles;
  }
  return { quiz: { id: quiz.id, path: quiz.path }, people: [first, second], pairing: level && { level, ...messages.levels[level] }, letters, poleLine };
}

/**
 * The comparison of two saved results of the same test (decision 0036): null when they are one and the same or of
 * different tests. A page that already holds one session passes it here instead of reading it again.
 */
export function compareSessions(first: PublicSession, second: PublicSession, language: LanguageCode, sources: Pick<ComparisonSources, 'describeForComparison'>): ComparisonView | null {
  if (first.id === second.id || first.testTypeId !== second.testTypeId) return null;
  const firstResult = sources.describeForComparison(first, language);
  const secondResult = sources.describeForComparison(second, language);
  return firstResult && secondResult ? describeComparison(firstResult, secondResult, language) : null;
}

/** The comparison of two saved results by their ids; null also when either is missing. */
export async function loadComparison(firstId: string, secondId: string, language: LanguageCode, sources: ComparisonSources): Promise<ComparisonView | null> {
  if (firstId === secondId) return null;
  const [first, second] = await Promise.all([sources.findPublicSession(firstId), sources.findPublicSession(secondId)]);
  return first && second ? compareSessions(first, second, language, sources) : null;
}

/** A saved result with its test, or null for a test no page compares. */
function describeWithQuiz(session: PublicSession, language: LanguageCode, sources: ComparisonSources): ResultOfQuiz | null {
  const quiz = quizManifests.find((manifest) => manifest.testTypeId === session.testTypeId);
  const person = quiz && sources.describeForComparison(session, language);
  return quiz && person ? { person, quiz: { id: quiz.id, path: quiz.path } } : null;
}

/**
 * What /compare/{first}/{second} shows (decision 0042): the comparison when both results are there and of one test; the
 * one that is there (also a result "compared" with itself); both apart when they are of different tests; null when
 * neither is there.
 */
export async function loadComparisonOutcome(firstId: string, secondId: string, language: LanguageCode, sources: ComparisonSources): Promise<ComparisonOutcome | null> {
  const [first, second] = await Promise.all([sources.findPublicSession(firstId), firstId === secondId ? null : sources.findPublicSession(secondId)]);
  const found = [first, second].flatMap((session) => (session ? [describeWithQuiz(session, language, sources)] : [])).filter((result) => result !== null);
  const [one, other] = found;
  if (!one) return null;
  if (!other) return { kind: 'one-found', ...one };
  if (one.person.testTypeId !== other.person.testTypeId) return { kind: 'different-tests', results: [one, other] };
  const view = describeComparison(one.person, other.person, language);
  return view ? { kind: 'comparison', view } : null;
}

/** The share card of a comparison: both names, both results (MBTI codes where the quiz has them), how they pair up. */
export async function describeComparisonCard(firstId: string, secondId: string, language: LanguageCode, sources: ComparisonSources) {
  const view = await loadComparison(firstId, secondId, language, sources);
  if (!view) return null;
  const [first, second] = view.people;
  const resultOf = (person: ComparedResult) => (view.letters && person.badge ? person.badge : person.title);
  const subtitle = view.pairing ? `${view.pairing.label} · ${view.pairing.text}` : view.poleLine;
  return {
    quizName: loadMessages(language).tests[view.quiz.id].name,
    emoji: `${first.emoji} ${second.emoji}`,
    eyebrow: `${first.name} × ${second.name}`,
    title: `${resultOf(first)} × ${resultOf(second)}`,
    ...(subtitle ? { subtitle } : {}),
  };
}
