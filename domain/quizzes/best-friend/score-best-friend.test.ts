import { describe, expect, it } from 'vitest';
import { answersFromLetters, resultTypeOf } from '../testing/answers-from-letters';
import { bestFriendStructure, friendTypes } from './best-friend-structure';
import { bestFriendQuizDefinition } from './score-best-friend';

describe('best friend scoring (docs/spec/product-rules.md D2: most picks; ties by caring, fun, loyal, creative, adventurer, wise)', () => {
  it('has 8 questions (product-rules D1)', () => {
    expect(bestFriendStructure.questions).toHaveLength(8);
  });

  it.each([
    ['aaaaaaaa', 'loyal', 'loyal 3 = adventurer 3'],
    ['bbbbbbbb', 'fun', 'fun 3 = wise 3'],
    ['cccccccc', 'caring', 'caring 3 = loyal 3'],
    ['dddddddd', 'fun', 'creative 3 = fun 3'],
    ['daddadad', 'creative', 'creative 2 = adventurer 2 = wise 2'],
    ['baddaaaa', 'adventurer', 'adventurer 3, wise 1'],
    ['bbbbbbab', 'wise', 'wise 3, fun 2, creative 2'],
  ])('%s -> %s (%s)', (letters, expected) => {
    expect(resultTypeOf(bestFriendQuizDefinition, answersFromLetters(letters))).toBe(expected);
  });

  it.each(friendTypes)('%s wins when it is picked wherever it is offered', (friendType) => {
    const answers = bestFriendStructure.questions.map(
      (question) => (question.options.find((option) => option.key === friendType) ?? question.options[0]!).id,
    );
    expect(resultTypeOf(bestFriendQuizDefinition, answers)).toBe(friendType);
  });

  it('answers map only to the six profiles, and the outcome carries friendType', () => {
    const keys = new Set(bestFriendStructure.questions.flatMap((question) => question.options.map((option) => option.key)));
    expect([...keys].sort()).toEqual([...friendTypes].sort());
    expect(bestFriendQuizDefinition.scoreAnswers(answersFromLetters('daddadad'))).toEqual({
      ok: true,
      outcome: { resultType: 'creative', resultData: { friendType: 'creative' }, extrovertPercentage: 50, introvertPercentage: 50 },
    });
  });
});
