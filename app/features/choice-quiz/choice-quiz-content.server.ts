import type { LanguageCode } from '../../../domain/languages';
import { choiceQuizContents } from '../../../domain/quizzes/choice-quiz-contents';
import { choiceQuizScorings } from '../../../domain/quizzes/choice-quiz-scorings';
import type { ChoiceResultView, ResultReader } from '../../../domain/quizzes/choice-result-view';
import type { ChoiceQuizId } from '../../../domain/quizzes/quiz-manifests';
import type { GenderedQuestionForPage } from '../../components/question-types';

/** Server only: the quiz page gets its own language's texts, and the names the recent list labels results with. */
export function loadChoiceQuizPage(quiz: ChoiceQuizId, language: LanguageCode) {
  const content = choiceQuizContents[quiz].contents[language];
  const questions: GenderedQuestionForPage[] = choiceQuizScorings[quiz].structure.questions.map((question) => {
    const text = content.questions[question.id]!;
    return { id: question.id, emoji: question.emoji, text: text.text, options: question.options.map((option) => ({ id: option.id, text: text.options[option.id]! })) };
  });
  return { page: content.page, questions, resultLabels: choiceQuizContents[quiz].listResultLabels(language) };
}

/** The result page of one type in one language for one reader, or null for a type the quiz does not have. */
export function describeChoiceResult(quiz: ChoiceQuizId, language: LanguageCode, type: string, reader: ResultReader): ChoiceResultView | null {
  return choiceQuizContents[quiz].describeResult(language, type, reader);
}

/** Every result of a quiz in one language, in the quiz's own order, for its page of all results. */
export function listChoiceQuizTypes(quiz: ChoiceQuizId, language: LanguageCode) {
  const module = choiceQuizContents[quiz];
  return Object.keys(module.contents[language].profiles).map((type) => {
    const view = module.describeResult(language, type, { gender: null, percentage: null })!;
    return { type, emoji: view.emoji, badge: view.badge ?? null, title: view.title, description: view.description };
  });
}
