import { describe, expect, it } from 'vitest';
import { answersFromLetters, resultTypeOf } from '../testing/answers-from-letters';
import { spiritAnimals, spiritAnimalStructure } from './spirit-animal-structure';
import { spiritAnimalQuizDefinition } from './score-spirit-animal';

describe('spirit animal scoring (docs/spec/product-rules.md D2: most picks; ties go to the animal picked earliest)', () => {
  it('has 8 questions (product-rules D1)', () => {
    expect(spiritAnimalStructure.questions).toHaveLength(8);
  });

  it.each([
    ['aaaaaaaa', 'eagle', 'eight different animals, one pick each: the first'],
    ['bacbaaab', 'wolf', 'wolf 2 = bear 2 = butterfly 2; wolf picked first'],
    ['dabbcaac', 'owl', 'owl 2 = bear 2 = eagle 2; owl picked first (not list order)'],
    ['dabbcaab', 'bear', 'bear 2 = eagle 2 = butterfly 2, owl 1; bear picked first'],
    ['aabbdcca', 'bear', 'bear 3, eagle 2, wolf 2'],
  ])('%s -> %s (%s)', (letters, expected) => {
    expect(resultTypeOf(spiritAnimalQuizDefinition, answersFromLetters(letters))).toBe(expected);
  });

  it.each(spiritAnimals)('%s can win', (animal) => {
    const answers = spiritAnimalStructure.questions.map(
      (question) => (question.options.find((option) => option.key === animal) ?? question.options[0]!).id,
    );
    expect(resultTypeOf(spiritAnimalQuizDefinition, answers)).toBe(animal);
  });

  it('the outcome carries animalType and both percentages 50', () => {
    expect(spiritAnimalQuizDefinition.scoreAnswers(answersFromLetters('dabbcaac'))).toEqual({
      ok: true,
      outcome: { resultType: 'owl', resultData: { animalType: 'owl' }, extrovertPercentage: 50, introvertPercentage: 50 },
    });
  });
});
