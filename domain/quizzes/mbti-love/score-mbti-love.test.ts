import { describe, expect, it } from 'vitest';
import type { ChoiceOption } from '../choice-quiz';
import { answersFromLetters } from '../testing/answers-from-letters';
import { mbtiLoveStructure, mbtiTypes, type MbtiLetter } from './mbti-love-structure';
import { mbtiLoveQuizDefinition, pickMbtiType, scoreMbtiLove } from './score-mbti-love';

function options(...picks: [MbtiLetter, number][]): ChoiceOption<MbtiLetter>[] {
  return picks.map(([key, weight], index) => ({ id: `x${index}`, key, weight }));
}

describe('love MBTI scoring (spec: weights per letter; the first letter of a pair only when strictly greater)', () => {
  it.each([
    ['aaaaaaaaaa', 'ESTJ'],
    ['cccccccccc', 'INFP'],
    ['bbbbbbbbbb', 'ESTJ'],
    ['dddddddddd', 'INFP'],
    ['acacacacac', 'ENTP'],
    ['cacacacaca', 'ISFJ'],
  ])('%s -> %s', (letters, expected) => {
    expect(scoreMbtiLove(answersFromLetters(letters))).toBe(expected);
  });

  it.each([
    [options(['E', 1], ['I', 1]), 'I'],
    [options(['S', 0.9], ['N', 0.9]), 'N'],
    [options(['T', 0.7], ['T', 0.8], ['F', 1.5]), 'F'],
    [options(['J', 0.8], ['P', 0.8]), 'P'],
    [options(['E', 1], ['I', 0.9]), 'E'],
  ])('a tie goes to I, N, F, P (float sums such as 0.7 + 0.8 = 1.5 count as ties)', (picks, letter) => {
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
      expect(scoreMbtiLove(answers)).toBe(type);
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
