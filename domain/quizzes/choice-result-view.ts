import type { z } from 'zod';
import type { LanguageCode } from '../languages';
import type { ChoiceQuizContent } from './content-schema';

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

/** What a quiz's result-view builder is given: one type's profile, and every other profile by key, typed. */
export interface ResultViewInput<Key extends string, Profile> {
  type: Key;
  profile: Profile;
  profileOf(key: Key): Profile;
  /** The visitor's own share, where the result has one (thinking-feeling); 50 on a type's shared card. */
  percentage: number;
  language: LanguageCode;
}

/** The server half of a choice quiz: its text in nine languages, checked by `schema`, and how it is shown. */
export interface ChoiceQuizContentModule {
  schema: z.ZodType;
  contents: Readonly<Record<LanguageCode, ChoiceQuizContent<object>>>;
  /** The name the recent list gives each result key, in one language. */
  listResultLabels(language: LanguageCode): Record<string, string>;
  /** The result page of one type, or null for a type the quiz does not have. */
  describeResult(language: LanguageCode, type: string, percentage: number): ChoiceResultView | null;
}

/** Binds a quiz's typed content to its typed builders, so no caller needs a cast on content. */
export function defineChoiceQuizContent<Key extends string, Profile extends object>(parts: {
  schema: z.ZodType;
  contents: Readonly<Record<LanguageCode, ChoiceQuizContent<Profile>>>;
  resultKeys: readonly Key[];
  labelOf(type: Key, profile: Profile): string;
  describe(input: ResultViewInput<Key, Profile>): ChoiceResultView;
}): ChoiceQuizContentModule {
  const isResultKey = (value: string): value is Key => (parts.resultKeys as readonly string[]).includes(value);
  const profilesIn = (language: LanguageCode) => {
    const profiles = parts.contents[language].profiles;
    return (key: Key): Profile => {
      const profile = profiles[key];
      // The content tests prove every result key has a profile in every language.
      if (!profile) throw new Error(`no profile "${key}" in ${language}`);
      return profile;
    };
  };
  return {
    schema: parts.schema,
    contents: parts.contents,
    listResultLabels(language) {
      const profileOf = profilesIn(language);
      return Object.fromEntries(parts.resultKeys.map((key) => [key, parts.labelOf(key, profileOf(key))]));
    },
    describeResult(language, type, percentage) {
      if (!isResultKey(type)) return null;
      const profileOf = profilesIn(language);
      return parts.describe({ type, profile: profileOf(type), profileOf, percentage, language });
    },
  };
}
