import { describe, expect, it } from 'vitest';
import type { ChoiceOption } from '../choice-quiz';
import { answersFromLetters, resultTypeOf } from '../testing/answers-from-letters';
import { mbtiLoveStructure, mbtiTypes, type MbtiLetter } from './mbti-love-structure';
import { mbtiLoveQuizDefinition, pickMbtiType } from './score-mbti-love';

function options(...picks: [MbtiLetter, ChoiceOption<MbtiLetter>['weightTenths']][]): ChoiceOption<MbtiLetter>[] {
  return picks.map(([key, weightTenths], index) => ({ id: `x${index}`, key, weightTenths }));
}

describe('love MBTI scoring (spec: weights per letter; the first letter of a pair only when strictly greater)', () => {
  it('has 10 questions (docs/spec/product-rules.md D1)', () => {
    expect(mbtiLoveStructure.questions).toHaveLength(10);
  });

  it.each([
    ['aaaaaaaaaa', 'ESTJ'],
    ['cccccccccc', 'INFP'],
    ['bbbbbbbbbb', 'ESTJ'],
    ['dddddddddd', 'INFP'],
    ['acacacacac', 'ENTP'],
    ['cacacacaca', 'ISFJ'],
  ])('%s -> %s', (letters, expected) => {
    expect(resultTypeOf(mbtiLoveQuizDefinition, answersFromLetters(letters))).toBe(expected);
  });

  it.each([
    [options(['E', 10], ['I', 10]), 'I'],
    [options(['S', 9], ['N', 9]), 'N'],
    [options(['T', 7], ['T', 8], ['F', 7], ['F', 8]), 'F'],
    [options(['J', 8], ['P', 8]), 'P'],
    [options(['E', 10], ['I', 9]), 'E'],
  ])('a tie goes to I, N, F, P (sums in whole tenths, so 0.7 + 0.8 ties 0.7 + 0.8 exactly)', (picks, letter) => {
    expect(pickMbtiType(picks)).toContain(letter);
  });

  it('all ties give INFP', () => {
    expect(pickMbtiType([])).toBe('INFP');
  });

  it('every one of the 16 types can be reached', () => {
    for (const type of mbtiTypes) {
      const answers = mbtiLoveStructure.questions.map(
        (question) => (question.options.find((option) => type.includes(option.key)) ?? question.options[0]!).id,
      );
      expect(resultTypeOf(mbtiLoveQuizDefinition, answers)).toBe(type);
    }
  });

  it('stores the type in resultData, with both percentages 50', () => {
    expect(mbtiLoveQuizDefinition.scoreAnswers(answersFromLetters('cccccccccc'))).toEqual({
      ok: true,
      outcome: { resultType: 'INFP', resultData: { mbtiType: 'INFP' }, extrovertPercentage: 50, introvertPercentage: 50 },
    });
    expect(mbtiLoveQuizDefinition.scoreAnswers(['E', 'S', 'T', 'J'])).toMatchObject({ ok: false });
  });
});
