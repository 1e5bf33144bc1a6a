/** A question as the page receives it: the page's language only, no weights (the scoring is in the domain). */
export interface QuestionForPage {
  id: string;
  emoji: string;
  text: string;
  options: { id: string; text: string }[];
}
