import type { z } from 'zod';
import type { Gender } from '../gender';
import type { LanguageCode } from '../languages';
import type { MatchFacts } from './compare-results';
import type { ChoiceQuizContent } from './content-schema';
import { chooseGender, type InGender } from './gendered-text';

/**
 * A choice quiz's result as the page receives it: texts in the page's language, section headings and labels as
 * message keys, so one component renders the five quizzes' results. `MessageKey` is the union of the keys a quiz
 * names (`choice-quiz-contents.ts` gathers them), so the app's typecheck proves its message catalog has each one.
 */
export type ResultSectionView<MessageKey extends string = string> =
  | { kind: 'text'; heading: MessageKey; text: string }
  | { kind: 'list'; heading: MessageKey; items: string[] }
  | { kind: 'facts'; items: { label: MessageKey; value: string }[] }
  /** `lean`: the side of the result itself, which a 50/50 split cannot tell. */
  | { kind: 'split'; heading: MessageKey; first: { label: MessageKey; percentage: number }; second: { label: MessageKey; percentage: number }; lean: 'first' | 'second' }
  | { kind: 'story'; heading: MessageKey; paragraphs: string[] }
  | { kind: 'points'; heading: MessageKey; tone: 'strength' | 'blindSpot'; items: { name: string; text: string }[] }
  | { kind: 'match'; heading: MessageKey; key: string; emoji: string; label: string; reason: string };

export interface ChoiceResultView<MessageKey extends string = string> {
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
  sections: ResultSectionView<MessageKey>[];
  /** The results this one gets along with, where the quiz lists them (animal, love MBTI, best friend). */
  compatible?: readonly string[];
}

/** What a result view says about the other results: its best and hardest match and its good company. */
export function readMatchFacts(view: ChoiceResultView): MatchFacts {
  const matchKey = (heading: string) => {
    const section = view.sections.find((candidate) => candidate.kind === 'match' && candidate.heading === heading);
    return section?.kind === 'match' ? section.key : undefined;
  };
  const bestMatch = matchKey('profile.bestMatch');
  const hardestMatch = matchKey('profile.hardestMatch');
  return { type: view.type, ...(bestMatch ? { bestMatch } : {}), ...(hardestMatch ? { hardestMatch } : {}), ...(view.compatible ? { compatible: view.compatible } : {}) };
}

/** Who reads a result page: the gender its texts address, and the visitor's own share where the result has one. */
export interface ResultReader {
  /** Unknown on a type page opened without one: the unmarked (masculine) forms, decision 0033. */
  gender: Gender | null;
  /** Thinking-feeling's share of the result's pole; unknown on a type page opened without one. */
  percentage: number | null;
}

/** What a quiz's result-view builder is given: one type's profile in the reader's gender, every other profile by key. */
export interface ResultViewInput<Key extends string, Profile> {
  type: Key;
  profile: InGender<Profile>;
  profileOf(key: Key): InGender<Profile>;
  percentage: number | null;
  language: LanguageCode;
}

/** The server half of a choice quiz: its text in nine languages, checked by `schema`, and how it is shown. */
export interface ChoiceQuizContentModule<MessageKey extends string = string> {
  schema: z.ZodType;
  contents: Readonly<Record<LanguageCode, ChoiceQuizContent<object>>>;
  /** The name the recent list gives each result key, in one language. */
  listResultLabels(language: LanguageCode): Record<string, string>;
  /** The result page of one type for one reader, or null for a type the quiz does not have. */
  describeResult(language: LanguageCode, type: string, reader: ResultReader): ChoiceResultView<MessageKey> | null;
  /** The code a comparison with a friend's result sets letter by letter beside theirs (love MBTI's ENFP); null where results have none. */
  readCode(type: string): string | null;
}

/** Binds a quiz's typed content to its typed builders, so no caller needs a cast on content. */
export function defineChoiceQuizContent<Key extends string, Profile extends object, MessageKey extends string>(parts: {
  schema: z.ZodType;
  contents: Readonly<Record<LanguageCode, ChoiceQuizContent<Profile>>>;
  resultKeys: readonly Key[];
  labelOf(type: Key, profile: InGender<Profile>): string;
  describe(input: ResultViewInput<Key, Profile>): ChoiceResultView<MessageKey>;
  /** A result's letter code, where the quiz's results are codes (love MBTI). */
  codeOf?(type: Key): string;
}): ChoiceQuizContentModule<MessageKey> {
  const isResultKey = (value: string): value is Key => (parts.resultKeys as readonly string[]).includes(value);
  // Content is fixed at build time: each profile is resolved for a gender once, not on every page render.
  const resolved = new Map<string, InGender<Profile>>();
  const profilesIn = (language: LanguageCode, gender: Gender) => (key: Key): InGender<Profile> => {
    const cacheKey = `${language}:${gender}:${key}`;
    let profile = resolved.get(cacheKey);
    if (!profile) {
      const written = parts.contents[language].profiles[key];
      // The content tests prove every result key has a profile in every language.
      if (!written) throw new Error(`no profile "${key}" in ${language}`);
      profile = chooseGender(written, gender);
      resolved.set(cacheKey, profile);
    }
    return profile;
  };
  return {
    schema: parts.schema,
    contents: parts.contents,
    listResultLabels(language) {
      // Labels name results (titles and names), which are written once for both genders.
      const profileOf = profilesIn(language, 'male');
      return Object.fromEntries(parts.resultKeys.map((key) => [key, parts.labelOf(key, profileOf(key))]));
    },
    describeResult(language, type, { gender, percentage }) {
      if (!isResultKey(type)) return null;
      const profileOf = profilesIn(language, gender ?? 'male');
      return parts.describe({ type, profile: profileOf(type), profileOf, percentage, language });
    },
    readCode(type) {
      return parts.codeOf && isResultKey(type) ? parts.codeOf(type) : null;
    },
  };
}
