import { describe, expect, it } from 'vitest';
import { thinkingFeelingStructure } from './thinking-feeling-structure';
import { answersFromLetters } from '../testing/answers-from-letters';
import { thinkingFeelingQuizDefinition } from './score-thinking-feeling';

describe('thinking vs feeling scoring (spec: T only when T picks outnumber F; a tie is F)', () => {
  it('has 8 questions (docs/spec/product-rules.md D1)', () => {
    expect(thinkingFeelingStructure.questions).toHaveLength(8);
  });

  it.each([
    ['aaaaaaaa', 'T', 100, 100, 0],
    ['cccccccc', 'F', 100, 0, 100],
    ['abababab', 'T', 100, 100, 0],
    ['aaaacccc', 'F', 50, 50, 50],
    ['acacacac', 'F', 50, 50, 50],
    ['aaaaaccc', 'T', 63, 63, 37],
    ['aaacccdd', 'F', 63, 37, 63],
    ['adcdcdcd', 'F', 88, 12, 88],
    ['abababac', 'T', 88, 88, 12],
  ])('%s -> %s %d%% (extrovert %d, introvert %d)', (letters, resultType, percentage, extrovertPercentage, introvertPercentage) => {
    expect(thinkingFeelingQuizDefinition.scoreAnswers(answersFromLetters(letters))).toEqual({
      ok: true,
      outcome: { resultType, resultData: { percentage }, extrovertPercentage, introvertPercentage },
    });
  });

  it('rejects a wrong number of answers or a foreign option id', () => {
    expect(thinkingFeelingQuizDefinition.scoreAnswers(answersFromLetters('aaaaaaa'))).toMatchObject({ ok: false });
    expect(thinkingFeelingQuizDefinition.scoreAnswers(answersFromLetters('aaaaaaaf'))).toMatchObject({ ok: false });
  });
});
