import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../domain/languages';
import { choiceQuizContents } from '../../../domain/quizzes/choice-quiz-contents';
import { mbtiTypes } from '../../../domain/quizzes/mbti-love/mbti-love-structure';
import { choiceQuizIds } from '../../../domain/quizzes/quiz-manifests';
import { describeChoiceResult, loadChoiceQuizPage } from './choice-quiz-content.server';

const unknownReader = { gender: null, percentage: null };
const countOf = (text: string, part: string) => text.split(part).length - 1;

describe.each(languageCodes)('love-MBTI result in %s', (language) => {
  it.each(mbtiTypes)('%s: the code shows once in the badge, never again in the title, once per suited type', (type) => {
    const view = describeChoiceResult('mbti-love', language, type, unknownReader)!;
    expect(view.badge).toBe(type);
    expect(view.title).not.toMatch(/[EI][NS][TF][JP]/);
    expect(countOf(view.shareTitle, type)).toBe(1);
    const matches = view.sections.flatMap((section) => (section.kind === 'match' ? [section] : []));
    expect(matches).toHaveLength(2);
    for (const match of matches) expect(countOf(match.label, match.key)).toBe(1);
    expect(countOf(loadChoiceQuizPage('mbti-love', language).resultLabels[type]!, type)).toBe(1);
  });
});

describe('thinking-feeling result', () => {
  const reader = (percentage: number | null) => ({ gender: null, percentage });

  it('writes the percentage the way the page language does', () => {
    expect(describeChoiceResult('thinking-feeling', 'fr', 'T', reader(63))!.badge).toBe('T 63\u00a0%');
    expect(describeChoiceResult('thinking-feeling', 'ar', 'F', reader(63))!.badge).toBe('F 63\u200e%\u200e');
  });

  it('speaks to the strength of the visitor\'s own result, and to no score on a page opened without one', () => {
    const strengthOf = (percentage: number | null) =>
      describeChoiceResult('thinking-feeling', 'en', 'T', reader(percentage))!.sections.flatMap((section) =>
        section.kind === 'text' && section.heading.startsWith('profile.strength.') ? [section] : [],
      )[0];
    expect([52, 59, 60, 74, 75, 100].map((percentage) => strengthOf(percentage)?.heading)).toEqual([
      'profile.strength.slight',
      'profile.strength.slight',
      'profile.strength.clear',
      'profile.strength.clear',
      'profile.strength.strong',
      'profile.strength.strong',
    ]);
    expect(new Set([55, 65, 90].map((percentage) => strengthOf(percentage)?.text)).size).toBe(3);
    expect(strengthOf(null)).toBeUndefined();
    expect(describeChoiceResult('thinking-feeling', 'en', 'T', reader(null))!.badge).toBe('T 50%');
  });
});

describe('a result read in the forms of its reader\'s gender (decision 0033)', () => {
  const gendered = ['es', 'fr', 'ar', 'hi'] as const;

  it.each(gendered)('%s: every quiz reads differently for a woman than for a man somewhere, and unknown readers get the unmarked forms', (language) => {
    for (const quiz of choiceQuizIds) {
      const texts = (gender: 'male' | 'female' | null) =>
        JSON.stringify(Object.keys(choiceQuizContents[quiz].contents[language].profiles).map((type) => describeChoiceResult(quiz, language, type, { gender, percentage: 70 })));
      expect(texts('female'), quiz).not.toBe(texts('male'));
      expect(texts(null), quiz).toBe(texts('male'));
    }
  });
});
