import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../domain/languages';
import { mbtiTypes } from '../../../domain/quizzes/mbti-love/mbti-love-structure';
import { describeChoiceResult, loadChoiceQuizPage } from './choice-quiz-content.server';

const countOf = (text: string, part: string) => text.split(part).length - 1;

describe.each(languageCodes)('love-MBTI result in %s', (language) => {
  it.each(mbtiTypes)('%s: the code shows once in the badge, never again in the title, once per suited type', (type) => {
    const view = describeChoiceResult('mbti-love', language, type, 50)!;
    expect(view.badge).toBe(type);
    expect(view.title).not.toMatch(/[EI][NS][TF][JP]/);
    expect(countOf(view.shareTitle, type)).toBe(1);
    const suited = view.sections.find((section) => section.kind === 'links');
    if (suited?.kind !== 'links') throw new Error('no suited types section');
    for (const item of suited.items) expect(countOf(item.label, item.key)).toBe(1);
    expect(countOf(loadChoiceQuizPage('mbti-love', language).resultLabels[type]!, type)).toBe(1);
  });
});

describe('thinking-feeling badge', () => {
  it('writes the percentage the way the page language does', () => {
    expect(describeChoiceResult('thinking-feeling', 'fr', 'T', 63)!.badge).toBe('T 63\u00a0%');
    expect(describeChoiceResult('thinking-feeling', 'ar', 'F', 63)!.badge).toBe('F 63\u200e%\u200e');
  });
});
