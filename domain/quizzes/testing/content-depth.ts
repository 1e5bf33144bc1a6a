import type { LanguageCode } from '../../languages';
import { collectTexts } from '../../text-scripts';
import { choiceQuizContents } from '../choice-quiz-contents';
import { isDataPath } from '../content-schema';
import { chooseGender, hasGenderPairs } from '../gendered-text';
import type { ChoiceQuizId } from '../quiz-manifests';
import { findMasculineForms, partnerGenderWords } from './gender-word-lists';

/**
 * The depth rules of decision 0033 that a test can check, shared by the content tests and the writers'
 * checker (`tooling/check-quiz-content.ts`).
 */

/** A Korean profile (title, description and the deep texts) has at least this many characters, spaces aside. */
export const minimumKoreanProfileSize = 700;

/**
 * How long a translation is at least, against its Korean source: about three quarters of the ratio the egen/teto
 * profiles show (en 2.19, ja 1.19, zh 0.86, es 2.43, th 2.18, hi 2.27, fr 2.49, ar 1.92), so a summary fails.
 */
export const translationSizeFactors: Record<LanguageCode, number> = { ko: 1, en: 1.6, ja: 0.9, zh: 0.65, es: 1.8, th: 1.6, hi: 1.7, fr: 1.8, ar: 1.4 };

/** Languages whose words change with the reader's gender: only they may write a text twice. */
export const gendersMarkedIn: readonly LanguageCode[] = ['es', 'fr', 'ar', 'hi'];

interface ProfileLike {
  title: unknown;
  description: unknown;
  deep?: unknown;
}

const sizeOf = (value: unknown) =>
  collectTexts(value)
    .filter(([path]) => !isDataPath(path))
    .reduce((size, [, text]) => size + text.replace(/\s/gu, '').length, 0);

/** The size of a profile as a woman reads it (the longer reading in most languages). */
export function profileSize(profile: ProfileLike): number {
  const { title, description, deep } = chooseGender(profile, 'female');
  return sizeOf([title, description, deep]);
}

/** Sentences of at least 20 characters, for the check that profiles share none. */
export function sentencesOf(value: unknown): string[] {
  return collectTexts(chooseGender(value, 'female'))
    .filter(([path]) => !isDataPath(path))
    .flatMap(([, text]) => text.split(/(?<=[.!?。！？।])\s*/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20);
}

interface ContentLike {
  questions: unknown;
  profiles: Record<string, object>;
}

/** What breaks the depth rules in one language's content of a choice quiz; empty when all hold. */
export function checkDepth(quiz: string, language: LanguageCode, content: ContentLike): string[] {
  const korean = (choiceQuizContents as Record<string, { contents: Record<LanguageCode, ContentLike> } | undefined>)[quiz]?.contents.ko;
  if (!korean) return [];
  const problems: string[] = [];
  // Sentences of the other quizzes in this language first: no two results of any quiz share one.
  const seen = new Map<string, string>();
  for (const [other, module] of Object.entries(choiceQuizContents)) {
    if (other === quiz) continue;
    for (const [key, profile] of Object.entries(module.contents[language].profiles)) for (const sentence of sentencesOf(profile)) seen.set(sentence, `${other}.${key}`);
  }
  for (const [key, profile] of Object.entries(content.profiles as Record<string, ProfileLike>)) {
    const source = (korean.profiles as Record<string, ProfileLike | undefined>)[key];
    if (!profile.deep) {
      problems.push(`profiles.${key}: no deep profile`);
      continue;
    }
    const size = profileSize(profile);
    const needed = source ? Math.ceil(profileSize(source) * translationSizeFactors[language]) : 0;
    if (language === 'ko' && size < minimumKoreanProfileSize) problems.push(`profiles.${key}: ${size} characters, fewer than ${minimumKoreanProfileSize}`);
    if (language !== 'ko' && size < needed) problems.push(`profiles.${key}: ${size} characters, fewer than ${needed} (${translationSizeFactors[language]} x the Korean)`);
    const matchesOf = (deep: unknown) => JSON.stringify([(deep as { bestMatch?: { type: string } }).bestMatch?.type, (deep as { hardestMatch?: { type: string } }).hardestMatch?.type]);
    if (source?.deep && matchesOf(profile.deep) !== matchesOf(source.deep)) problems.push(`profiles.${key}: best and hardest match ${matchesOf(profile.deep)}, the Korean has ${matchesOf(source.deep)}`);
    for (const sentence of sentencesOf(profile)) {
      const other = seen.get(sentence);
      if (other && other !== key) problems.push(`profiles.${key}: shares a sentence with ${other}: ${sentence}`);
      seen.set(sentence, key);
    }
  }
  if (!gendersMarkedIn.includes(language) && hasGenderPairs(content)) problems.push('has texts in two genders, which this language does not mark');
  for (const [path, text] of collectTexts(chooseGender({ questions: content.questions, profiles: content.profiles }, 'female'))) {
    const masculine = findMasculineForms(language, text);
    if (masculine.length > 0) problems.push(`${path}: masculine ${masculine.join(', ')} in the text for a woman: ${text}`);
  }
  for (const [path, text] of collectTexts(chooseGender(content, 'female'))) {
    const aboutLove = quiz === ('mbti-love' satisfies ChoiceQuizId) || /\.sections\.(inLove|crushSignals|onADate|longTerm)$/.test(path);
    if (aboutLove && !isDataPath(path) && partnerGenderWords[language].test(text)) problems.push(`${path}: gives the partner a gender: ${text}`);
  }
  return problems;
}
