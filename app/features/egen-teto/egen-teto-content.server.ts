import { languageCodes, type LanguageCode } from '../../../domain/languages';
import { egenTetoContents } from '../../../domain/quizzes/egen-teto/content';
import { describeEgenTetoResult, type EgenTetoResultInput } from '../../../domain/quizzes/egen-teto/describe-egen-teto-result';
import { egenTetoQuestions } from '../../../domain/quizzes/egen-teto/egen-teto-structure';
import { keepWordsTogetherInContent } from '../../../domain/text/keep-words-together';
import type { QuestionForPage } from '../../components/question-types';
import type { PublicSession } from '../../../shared/contracts/test-session';
import { loadMessages } from '../../i18n/messages.server';
import type { ComparedResult } from '../compare/compared-result';
import type { SavedResultCard } from '../share/share-card-content.server';

/** The texts as the page lays them out (no line break inside a transliterated Thai word). */
const contents = Object.fromEntries(
  languageCodes.map((language) => [language, keepWordsTogetherInContent(egenTetoContents[language], language)]),
) as typeof egenTetoContents;
/** Server only: the page gets its own language's questions, nothing of the eight others. */
export function loadEgenTetoQuestions(language: LanguageCode): QuestionForPage[] {
  const content = contents[language];
  return egenTetoQuestions.map((question) => {
    const text = content.questions[question.id as keyof typeof content.questions];
    if (!text) throw new Error(`egen/teto content for ${language} lacks ${question.id}`);
    return {
      id: question.id,
      emoji: question.emoji,
      text: text.text,
      options: question.options.map((option) => ({ id: option.id, text: text.options[option.id]! })),
    };
  });
}

/** A stored session's view; its result type is a string in storage, and anything but introvert reads as extrovert. */
export function describeResultForPage(session: Omit<EgenTetoResultInput, 'resultType'> & { resultType: string }, language: LanguageCode) {
  const resultType = session.resultType === 'introvert' ? 'introvert' : 'extrovert';
  return describeEgenTetoResult({ ...session, resultType }, contents[language]);
}

/** "What are egen and teto?" in the page's language; null for Korean, whose visitors know the slang. */
export function loadEgenTetoExplainer(language: LanguageCode) {
  return contents[language].explainer ?? null;
}

/** A saved egen/teto result as one side of a comparison with a friend's (decision 0036). */
export function describeEgenTetoForComparison(session: PublicSession, language: LanguageCode): ComparedResult {
  const view = describeResultForPage(session, language);
  const messages = loadMessages(language).result;
  return {
    sessionId: session.id,
    testTypeId: session.testTypeId,
    name: session.name,
    emoji: view.emoji,
    badge: view.tierTitle,
    code: null,
    title: view.title,
    split: { first: { label: messages.egen, percentage: view.egenPercentage }, second: { label: messages.teto, percentage: view.tetoPercentage }, lean: view.pole === 'egen' ? 'first' : 'second' },
    strengths: view.strengths.slice(0, 2),
    matches: null,
  };
}

/** A saved egen/teto result's share card: its title over the two poles' shares. */
export function describeEgenTetoCard(session: PublicSession, language: LanguageCode): SavedResultCard {
  const view = describeResultForPage(session, language);
  const messages = loadMessages(language);
  return {
    quizName: messages.tests.personality.name,
    emoji: view.emoji,
    title: view.title,
    split: {
      first: { label: messages.result.egen, percentage: view.egenPercentage },
      second: { label: messages.result.teto, percentage: view.tetoPercentage },
    },
  };
}
