import type { LanguageCode } from '../../../domain/languages';
import { choiceQuizContents, type ChoiceQuizResultView } from '../../../domain/quizzes/choice-quiz-contents';
import { choiceQuizScorings } from '../../../domain/quizzes/choice-quiz-scorings';
import { readMatchFacts, type ResultReader } from '../../../domain/quizzes/choice-result-view';
import { readSessionReader, type PublicSession } from '../../../shared/contracts/test-session';
import type { ComparedResult } from '../compare/compared-result';
import type { SavedResultCard } from '../share/share-card-content.server';
import { loadMessages } from '../../i18n/messages.server';
import type { ChoiceQuizId } from '../../../domain/quizzes/quiz-manifests';
import type { GenderedQuestionForPage } from '../../components/question-types';
import { keepWordsTogetherInContent } from '../../../domain/text/keep-words-together';

/**
 * Server only: the quiz page gets its own language's texts, and the names the recent list labels results with.
 * Every text leaves here as lines should break it (no line break inside a Thai compound, decision 0041).
 */
export function loadChoiceQuizPage(quiz: ChoiceQuizId, language: LanguageCode) {
  const content = choiceQuizContents[quiz].contents[language];
  const questions: GenderedQuestionForPage[] = choiceQuizScorings[quiz].structure.questions.map((question) => {
    const text = content.questions[question.id]!;
    return { id: question.id, emoji: question.emoji, text: text.text, options: question.options.map((option) => ({ id: option.id, text: text.options[option.id]! })) };
  });
  return keepWordsTogetherInContent({ page: content.page, questions, resultLabels: choiceQuizContents[quiz].listResultLabels(language) }, language);
}

/** The result page of one type in one language for one reader, or null for a type the quiz does not have. */
export function describeChoiceResult(quiz: ChoiceQuizId, language: LanguageCode, type: string, reader: ResultReader): ChoiceQuizResultView | null {
  const view = choiceQuizContents[quiz].describeResult(language, type, reader);
  return view && keepWordsTogetherInContent(view, language);
}

/** Every result of a quiz in one language, in the quiz's own order, for its page of all results. */
export function listChoiceQuizTypes(quiz: ChoiceQuizId, language: LanguageCode) {
  const module = choiceQuizContents[quiz];
  return Object.keys(module.contents[language].profiles).map((type) => {
    const view = describeChoiceResult(quiz, language, type, { gender: null, percentage: null })!;
    return { type, emoji: view.emoji, badge: view.badge ?? null, title: view.title, description: view.description };
  });
}

/** A section label (a message key such as "quiz.thinking") in the page's language. */
function readMessage(language: LanguageCode, key: string): string {
  const [group = '', name = ''] = key.split('.');
  const texts = (loadMessages(language) as unknown as Record<string, Record<string, unknown>>)[group];
  const text = texts?.[name];
  return typeof text === 'string' ? text : key;
}

/** A saved choice-quiz result as one side of a comparison with a friend's (decision 0036), in its owner's gender. */
export function describeChoiceForComparison(quiz: ChoiceQuizId, session: PublicSession, language: LanguageCode): ComparedResult | null {
  const view = describeChoiceResult(quiz, language, session.resultType, readSessionReader(session));
  if (!view) return null;
  const split = view.sections.find((section) => section.kind === 'split');
  const strengths = view.sections.find((section) => section.kind === 'points' && section.tone === 'strength');
  return {
    sessionId: session.id,
    testTypeId: session.testTypeId,
    name: session.name,
    emoji: view.emoji,
    badge: view.badge ?? null,
    code: choiceQuizContents[quiz].readCode(view.type),
    title: view.title,
    split: split?.kind === 'split' ? { first: { ...split.first, label: readMessage(language, split.first.label) }, second: { ...split.second, label: readMessage(language, split.second.label) }, lean: split.lean } : null,
    strengths: strengths?.kind === 'points' ? strengths.items.slice(0, 2).map((item) => item.name) : [],
    matches: readMatchFacts(view),
  };
}

/** A saved choice-quiz result's share card (decision 0036): the type's card, in its owner's gender. */
export function describeChoiceCard(quiz: ChoiceQuizId, session: PublicSession, language: LanguageCode): SavedResultCard | null {
  const view = describeChoiceResult(quiz, language, session.resultType, readSessionReader(session));
  return view && { quizName: loadMessages(language).tests[quiz].name, emoji: view.emoji, title: view.shareTitle, subtitle: view.description };
}
