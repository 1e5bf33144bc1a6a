import type { VariableText } from '../../domain/quizzes/gendered-text';

/** A question as the page receives it: the page's language only, no weights (the scoring is in the domain). */
export interface QuestionForPage {
  id: string;
  emoji: string;
  text: string;
  options: { id: string; text: string }[];
}

/**
 * A choice quiz's question before the visitor chose a gender: texts that differ by gender (es, fr, ar, hi) come as a
 * pair, and the page picks one once the form is filled in (decision 0033).
 */
export interface GenderedQuestionForPage {
  id: string;
  emoji: string;
  text: VariableText;
  options: { id: string; text: VariableText }[];
}
