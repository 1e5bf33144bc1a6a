import type { LanguageCode } from '../languages';
import type { ChoiceQuizContentModule, ChoiceResultView } from './choice-result-view';
import type { QuizCard, QuizContentBase } from './content-schema';
import type { ChoiceQuizId, QuizId } from './quiz-manifests';
import { generatedChoiceQuizContents, generatedQuizContents } from './quiz-server-list.generated';

/** Every message key a choice quiz's result view names (headings and labels), gathered from the quizzes' own. */
export type ChoiceResultMessageKey = {
  [Id in ChoiceQuizId]: (typeof generatedChoiceQuizContents)[Id] extends ChoiceQuizContentModule<infer MessageKey> ? MessageKey : never;
}[ChoiceQuizId];

/** A choice quiz's result view, whichever the quiz: a page renders its message keys with a typed `t`. */
export type ChoiceQuizResultView = ChoiceResultView<ChoiceResultMessageKey>;

/**
 * The text and result pages of each choice quiz, by id, written from the quiz folders. Loaded by the server only
 * (pages receive one language of one quiz through their loader); the type proves every choice quiz has one.
 */
export const choiceQuizContents: Record<ChoiceQuizId, ChoiceQuizContentModule<ChoiceResultMessageKey>> = generatedChoiceQuizContents;

/** Every quiz's texts in nine languages, as far as every kind has them: the catalogue card. */
export const quizContents: Record<QuizId, Readonly<Record<LanguageCode, QuizContentBase>>> = generatedQuizContents;

/** The name and line of every quiz in one language, for the message catalog (`tests.{id}`). */
export function listQuizCards(language: LanguageCode): Record<QuizId, QuizCard> {
  return Object.fromEntries(Object.entries(quizContents).map(([id, contents]) => [id, contents[language].card])) as Record<QuizId, QuizCard>;
}
