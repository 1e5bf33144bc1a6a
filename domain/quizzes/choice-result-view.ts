/**
 * A choice quiz's result as the page receives it: texts in the page's language, section headings as message
 * keys, so one component renders the five quizzes' results.
 */
export type ResultSectionView =
  | { kind: 'text'; heading: string; text: string }
  | { kind: 'list'; heading: string; items: string[] }
  | { kind: 'links'; heading: string; items: { key: string; emoji: string; label: string }[] }
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | { kind: 'split'; heading: string; first: { label: string; percentage: number }; second: { label: string; percentage: number } };

export interface ChoiceResultView {
  type: string;
  emoji: string;
  /** A short tag above the title (the MBTI code, T 63%). */
  badge?: string;
  /** The page's heading, shown under the badge. */
  title: string;
  /** The title where no badge stands beside it: document title, share card and share text. */
  shareTitle: string;
  description: string;
  /** Trait badges under the description. */
  badges?: string[];
  sections: ResultSectionView[];
}
